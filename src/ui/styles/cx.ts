/** The class names that apply, joined for `className`: `cx(styles.tag, filled && styles.filled)`. */
export function cx(...names: readonly (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
