/**
 * "Search in" as one choice: all fields, one field, or a custom combination (two fields, which only a URL or the
 * custom editor makes). The `fields` parameter keeps its form; this only reads and writes it as a choice. Pure.
 */
import { SEARCH_FIELDS, type SearchField } from './state';

/** The fields in the order the control shows them. */
export const SHOWN_FIELDS: readonly SearchField[] = ['title', 'description', 'keyword'];

export type FieldsChoice = 'all' | SearchField | 'custom';

/** The choices offered: all and each field; `custom` is added only while it is the choice. */
export const PLAIN_CHOICES: readonly FieldsChoice[] = ['all', ...SHOWN_FIELDS];

function sameFields(a: readonly SearchField[], b: readonly SearchField[]): boolean {
  return a.length === b.length && a.every((field) => b.includes(field));
}

/**
 * The choice that `fields` shows. `edited` is what the reader last made with the custom editor: while the search
 * still holds it, the editor stays open (narrowing a custom choice to one field must not take the editor away from
 * under the reader).
 */
export function fieldsChoice(
  fields: readonly SearchField[],
  edited: readonly SearchField[] | null = null,
): FieldsChoice {
  if (edited !== null && sameFields(edited, fields)) return 'custom';
  if (fields.length === 0 || fields.length === SEARCH_FIELDS.length) return 'all';
  if (fields.length === 1 && fields[0] !== undefined) return fields[0];
  return 'custom';
}

/** The fields a plain choice searches (`custom` keeps what is searched now). */
export function fieldsOf(choice: FieldsChoice, current: readonly SearchField[]): readonly SearchField[] {
  if (choice === 'all') return SEARCH_FIELDS;
  if (choice === 'custom') return current;
  return [choice];
}

/** The custom editor's toggle: one field on or off; the last field stays (something is always searched). */
export function toggleField(fields: readonly SearchField[], field: SearchField): readonly SearchField[] {
  const next = fields.includes(field) ? fields.filter((other) => other !== field) : [...fields, field];
  return next.length === 0 ? fields : SEARCH_FIELDS.filter((name) => next.includes(name));
}

/** The fields of a custom choice in the shown order ("Title, Keywords"). */
export function shownFields(fields: readonly SearchField[]): readonly SearchField[] {
  return SHOWN_FIELDS.filter((field) => fields.includes(field));
}
