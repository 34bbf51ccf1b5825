import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fieldsChoice, fieldsOf, shownFields, toggleField } from './fieldsChoice';
import { SEARCH_FIELDS, type SearchField } from './state';

const fieldsArb = fc.subarray([...SEARCH_FIELDS], { minLength: 1 });

describe('"Search in" as a choice', () => {
  it('reads all three fields as "all", one as that field and two as custom', () => {
    expect(fieldsChoice(['description', 'keyword', 'title'])).toBe('all');
    expect(fieldsChoice(['title'])).toBe('title');
    expect(fieldsChoice(['keyword'])).toBe('keyword');
    expect(fieldsChoice(['keyword', 'title'])).toBe('custom');
  });

  it('gives `fields=title` for "Title" and every field for "All fields"', () => {
    expect(fieldsOf('title', SEARCH_FIELDS)).toEqual(['title']);
    expect(fieldsOf('all', ['title'])).toEqual(SEARCH_FIELDS);
    expect(fieldsOf('custom', ['keyword', 'title'])).toEqual(['keyword', 'title']);
  });

  it('shows a plain choice as what it searches', () => {
    fc.assert(
      fc.property(fc.constantFrom('all' as const, ...SEARCH_FIELDS), (choice) => {
        expect(fieldsChoice(fieldsOf(choice, ['title']))).toBe(choice);
      }),
    );
  });

  it('keeps the custom editor while the search still holds what it made, and not after', () => {
    expect(fieldsChoice(['title'], ['title'])).toBe('custom');
    expect(fieldsChoice(['description', 'keyword', 'title'], ['description', 'keyword', 'title'])).toBe(
      'custom',
    );
    // Back to another search (history): the editor's last result no longer applies.
    expect(fieldsChoice(['description', 'keyword', 'title'], ['title'])).toBe('all');
    expect(fieldsChoice(['keyword'], ['title'])).toBe('keyword');
  });

  it('toggles one field and never leaves none searched', () => {
    fc.assert(
      fc.property(fieldsArb, fc.constantFrom(...SEARCH_FIELDS), (fields, field) => {
        const next = toggleField(fields, field);
        expect(next.length).toBeGreaterThan(0);
        expect([...next]).toEqual(SEARCH_FIELDS.filter((name) => next.includes(name)));
        if (fields.length > 1 || !fields.includes(field)) {
          expect(next.includes(field)).toBe(!fields.includes(field));
        } else {
          expect(next).toEqual(fields);
        }
      }),
    );
  });

  it('names a custom choice in the order the control shows the fields', () => {
    const fields: SearchField[] = ['keyword', 'title'];
    expect(shownFields(fields)).toEqual(['title', 'keyword']);
  });
});
