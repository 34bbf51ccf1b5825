import { describe, expect, it } from 'vitest';

import { decodeJsonBody, isJsonContentType } from './jsonBody';

describe('isJsonContentType', () => {
  it('accepts JSON media types with a UTF-8 charset or none', () => {
    for (const type of [
      'application/json',
      'Application/JSON; charset=UTF-8',
      'application/json;charset="utf-8"',
      'application/problem+json',
      'application/vnd.api+json; profile=x',
    ]) {
      expect(isJsonContentType(type)).toBe(true);
    }
  });

  it('refuses other media types, other charsets and a missing header', () => {
    for (const type of [
      undefined,
      '',
      'text/plain',
      'application/jsonx',
      'text/json',
      'application/json; charset=latin1',
    ]) {
      expect(isJsonContentType(type)).toBe(false);
    }
  });
});

describe('decodeJsonBody', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('parses UTF-8 JSON', () => {
    expect(decodeJsonBody(bytes('{"query":"blåbær"}'))).toEqual({ ok: true, value: { query: 'blåbær' } });
  });

  it('refuses empty bodies, invalid UTF-8 and invalid JSON with a reason', () => {
    const detailOf = (body: Uint8Array | undefined): string => {
      const decoded = decodeJsonBody(body);
      return decoded.ok ? 'accepted' : decoded.detail;
    };
    expect(detailOf(undefined)).toContain('empty');
    expect(detailOf(new Uint8Array([0x7b, 0xff, 0x7d]))).toContain('UTF-8');
    expect(detailOf(bytes('{"a":'))).toContain('not valid JSON');
  });
});
