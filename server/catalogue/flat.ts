/**
 * A string built by concatenation is a tree of its pieces in V8 (a rope) until something reads its
 * characters. A catalogue of ropes holds about a third more heap for the collector to trace on every full
 * collection, and indexing flattens them anyway. Converting to a number reads the characters, so V8 flattens
 * the rope in place while it is young and its pieces die cheaply; the collector then drops the rope's shell.
 */
export function flat(text: string): string {
  return Number.isNaN(Number(text)) ? text : `${text}`;
}
