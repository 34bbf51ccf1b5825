/**
 * Reading a JSON request body: the media type check (415) made before the body is read, and strict UTF-8
 * decoding and parsing (400) made after. The body arrives as bytes so that invalid UTF-8 is refused rather
 * than silently replaced.
 */

const JSON_MEDIA_TYPE = /^application\/(?:[a-z0-9!#$&^_.+-]+\+)?json$/;

/** `application/json` or `application/*+json`, with an optional UTF-8 charset. */
export function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined) return false;
  const [mediaType = '', ...parameters] = header.split(';');
  if (!JSON_MEDIA_TYPE.test(mediaType.trim().toLowerCase())) return false;
  return parameters.every((parameter) => {
    const [name = '', value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() !== 'charset') return true;
    return /^"?utf-?8"?$/i.test(value.trim());
  });
}

export type DecodedBody = { ok: true; value: unknown } | { ok: false; detail: string };

const decoder = new TextDecoder('utf-8', { fatal: true });

export function decodeJsonBody(body: Uint8Array | undefined): DecodedBody {
  if (body === undefined || body.length === 0) {
    return { ok: false, detail: 'The request body is empty; send a JSON object.' };
  }
  let text: string;
  try {
    text = decoder.decode(body);
  } catch {
    return { ok: false, detail: 'The request body is not valid UTF-8.' };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof SyntaxError ? `: ${error.message}` : '';
    return { ok: false, detail: `The request body is not valid JSON${reason}.` };
  }
}
