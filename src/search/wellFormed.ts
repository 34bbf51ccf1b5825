/** Text a URL can carry unchanged: well-formed Unicode, and the query without surrounding whitespace. */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A URL carries only well-formed Unicode, so a lone surrogate could not survive the round trip. */
export function isWellFormed(text: string): boolean {
  LONE_SURROGATE.lastIndex = 0;
  return !LONE_SURROGATE.test(text);
}

export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** The query as kept in the state: well-formed, without leading or trailing whitespace. */
export function normalizeQuery(text: string): string {
  return toWellFormed(text).trim();
}
