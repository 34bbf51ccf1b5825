import { describe, expect, it } from 'vitest';

import { MirrorArgumentError, parseMirrorArgs } from './cliArgs';

describe('parseMirrorArgs', () => {
  it('has the service defaults: 10 a minute, burst 20, pages of 1000 in a 10 000 window', () => {
    expect(parseMirrorArgs(['--from', 'http://localhost:8080/api/', '--out', 'c.ndjson'])).toEqual({
      from: 'http://localhost:8080/api',
      out: 'c.ndjson',
      organizations: null,
      organizationCatalogue: undefined,
      perMinute: 10,
      burst: 20,
      pageSize: 1000,
      window: 10_000,
      maxRetries: 8,
      help: false,
    });
  });

  it('reads every flag', () => {
    const options = parseMirrorArgs([
      '--from=https://search.api.fellesdatakatalog.digdir.no',
      '--out=c.ndjson',
      '--organizations=o.json',
      '--organization-catalogue=https://organization-catalogue.fellesdatakatalog.digdir.no',
      '--rate=0.5',
      '--burst=1',
      '--page-size=250',
      '--window=5000',
      '--max-retries=0',
    ]);
    expect(options).toMatchObject({ perMinute: 0.5, burst: 1, pageSize: 250, window: 5000, maxRetries: 0 });
    expect(options.organizations).toBe('o.json');
  });

  it.each([
    [['--out', 'x'], '--from and --out are required'],
    [['--from', 'ftp://x', '--out', 'x'], '--from must be an http(s) URL, got "ftp://x"'],
    [['--from', 'http://x', '--out', 'x', '--rate', '0'], '--rate must be a number above 0, got "0"'],
    [
      ['--from', 'http://x', '--out', 'x', '--page-size', '300'],
      '--page-size must divide --window (10000), got 300',
    ],
    [
      ['--from', 'http://x', '--out', 'x', '--burst', '1.5'],
      '--burst must be a whole number of at least 1, got "1.5"',
    ],
  ])('refuses %j', (argv, message) => {
    expect(() => parseMirrorArgs(argv)).toThrow(new MirrorArgumentError(message));
  });

  it('refuses unknown flags', () => {
    expect(() => parseMirrorArgs(['--form', 'x'])).toThrow(MirrorArgumentError);
  });
});
