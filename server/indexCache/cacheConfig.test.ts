import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';

import { ConfigError, parseConfig } from '../http/config';
import { defaultIndexCacheDir } from './cacheConfig';
import { DEFAULT_MAX_BYTES } from './cacheStore';

const maxBytes = DEFAULT_MAX_BYTES;

describe('index cache configuration', () => {
  it('is on by default, in a folder of this user in the temporary folder', () => {
    expect(parseConfig({}, []).indexCache).toEqual({ dir: defaultIndexCacheDir(), maxBytes });
    expect(defaultIndexCacheDir().startsWith(tmpdir())).toBe(true);
  });

  it('INDEX_CACHE=off turns it off, INDEX_CACHE_DIR moves it (a flag too; blank is the default)', () => {
    expect(parseConfig({ INDEX_CACHE_DIR: ' ' }, []).indexCache).toEqual({
      dir: defaultIndexCacheDir(),
      maxBytes,
    });
    expect(parseConfig({ INDEX_CACHE: 'off', INDEX_CACHE_DIR: '/x' }, []).indexCache).toEqual({
      dir: null,
      maxBytes,
    });
    expect(parseConfig({ INDEX_CACHE_DIR: '/srv/index' }, []).indexCache).toEqual({
      dir: '/srv/index',
      maxBytes,
    });
    expect(parseConfig({}, ['--index-cache-dir=/srv/other']).indexCache).toEqual({
      dir: '/srv/other',
      maxBytes,
    });
  });

  it('bounds the folder at 2 GiB unless INDEX_CACHE_MAX_BYTES says otherwise', () => {
    expect(DEFAULT_MAX_BYTES).toBe(2 * 1024 ** 3);
    expect(parseConfig({ INDEX_CACHE_MAX_BYTES: '1000000' }, []).indexCache.maxBytes).toBe(1_000_000);
    expect(() => parseConfig({ INDEX_CACHE_MAX_BYTES: '1GB' }, [])).toThrow(/^INDEX_CACHE_MAX_BYTES="1GB": /);
    expect(() => parseConfig({ INDEX_CACHE_MAX_BYTES: '0' }, [])).toThrow(ConfigError);
  });

  it('refuses other values with a line naming the variable', () => {
    expect(() => parseConfig({ INDEX_CACHE: 'yes' }, [])).toThrow(ConfigError);
    expect(() => parseConfig({ INDEX_CACHE: 'yes' }, [])).toThrow(/^INDEX_CACHE="yes": must be on or off$/);
  });
});
