import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';

import { ConfigError, parseConfig } from '../http/config';
import { defaultIndexCacheDir } from './cacheConfig';

describe('index cache configuration', () => {
  it('is on by default, in a folder of this user in the temporary folder', () => {
    expect(parseConfig({}, []).indexCache).toEqual({ dir: defaultIndexCacheDir() });
    expect(defaultIndexCacheDir().startsWith(tmpdir())).toBe(true);
  });

  it('INDEX_CACHE=off turns it off, INDEX_CACHE_DIR moves it (a flag too; blank is the default)', () => {
    expect(parseConfig({ INDEX_CACHE_DIR: ' ' }, []).indexCache).toEqual({ dir: defaultIndexCacheDir() });
    expect(parseConfig({ INDEX_CACHE: 'off', INDEX_CACHE_DIR: '/x' }, []).indexCache).toEqual({ dir: null });
    expect(parseConfig({ INDEX_CACHE_DIR: '/srv/index' }, []).indexCache).toEqual({ dir: '/srv/index' });
    expect(parseConfig({}, ['--index-cache-dir=/srv/other']).indexCache).toEqual({ dir: '/srv/other' });
  });

  it('refuses other values with a line naming the variable', () => {
    expect(() => parseConfig({ INDEX_CACHE: 'yes' }, [])).toThrow(ConfigError);
    expect(() => parseConfig({ INDEX_CACHE: 'yes' }, [])).toThrow(/^INDEX_CACHE="yes": must be on or off$/);
  });
});
