/** The current search as a request anyone can send themselves: address, JSON body and a curl command. */

/** Quotes a word for a POSIX shell: inside single quotes only `'` itself needs care. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function requestBodyText(body: unknown): string {
  return JSON.stringify(body, null, 2);
}

export function curlCommand(url: string, body: unknown): string {
  return [
    `curl -X POST ${shellQuote(url)}`,
    `  -H ${shellQuote('Content-Type: application/json')}`,
    `  -H ${shellQuote('Accept: application/json')}`,
    `  --data-raw ${shellQuote(JSON.stringify(body))}`,
  ].join(' \\\n');
}
