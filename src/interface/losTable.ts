/** One language's LOS table (`path | label` lines, see ./losLabels.nb.ts) as `[path, label]` pairs, in order. */
export function parseLosTable(table: string): readonly (readonly [path: string, label: string])[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const cut = line.indexOf('|');
      return [line.slice(0, cut).trim(), line.slice(cut + 1).trim()] as const;
    });
}
