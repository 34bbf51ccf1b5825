import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isSearchShortcut, isTextEntry } from './shortcut';

const plain = { ctrlKey: false, metaKey: false, altKey: false };

describe('isTextEntry', () => {
  it('is true for text inputs, textareas, selects and editable content', () => {
    expect(isTextEntry({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(isTextEntry({ tagName: 'INPUT', type: 'search' })).toBe(true);
    expect(isTextEntry({ tagName: 'input' })).toBe(true);
    expect(isTextEntry({ tagName: 'TEXTAREA' })).toBe(true);
    expect(isTextEntry({ tagName: 'SELECT' })).toBe(true);
    expect(isTextEntry({ tagName: 'DIV', isContentEditable: true })).toBe(true);
  });

  it('is false for controls without text, other elements and non-elements', () => {
    expect(isTextEntry({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isTextEntry({ tagName: 'INPUT', type: 'radio' })).toBe(false);
    expect(isTextEntry({ tagName: 'BUTTON' })).toBe(false);
    expect(isTextEntry({ tagName: 'BODY', isContentEditable: false })).toBe(false);
    expect(isTextEntry(null)).toBe(false);
    expect(isTextEntry('INPUT')).toBe(false);
  });
});

describe('isSearchShortcut', () => {
  it('takes / outside text fields only, with or without Shift', () => {
    expect(isSearchShortcut({ key: '/', ...plain }, false)).toBe(true);
    expect(isSearchShortcut({ key: '/', ...plain }, true)).toBe(false);
    expect(isSearchShortcut({ key: '/', ...plain, ctrlKey: true }, false)).toBe(false);
    expect(isSearchShortcut({ key: '/', ...plain, altKey: true }, false)).toBe(false);
  });

  it('takes Ctrl+K and ⌘+K anywhere', () => {
    expect(isSearchShortcut({ key: 'k', ...plain, ctrlKey: true }, true)).toBe(true);
    expect(isSearchShortcut({ key: 'K', ...plain, metaKey: true }, false)).toBe(true);
    expect(isSearchShortcut({ key: 'k', ...plain }, false)).toBe(false);
    expect(isSearchShortcut({ key: 'k', ...plain, ctrlKey: true, altKey: true }, false)).toBe(false);
  });

  it('ignores every other key', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 3 }).filter((key) => key !== '/' && key.toLowerCase() !== 'k'),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (key, ctrlKey, metaKey, inText) => {
          expect(isSearchShortcut({ key, ctrlKey, metaKey, altKey: false }, inText)).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
