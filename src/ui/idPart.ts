/** A DOM id fragment for any value key (keys hold spaces and slashes): other characters become `_hex_`. */
export function idPart(key: string): string {
  return key.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(16)}_`);
}
