/** Joins a document title's parts with en dashes, leaving out the absent ones. */
export function joinTitleParts(parts: readonly (string | null)[]): string {
  return parts.filter((part): part is string => part !== null && part !== '').join(' – ');
}
