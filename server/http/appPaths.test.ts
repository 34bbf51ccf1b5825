import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { acceptsHtml, looksLikeFile, namesNoFile } from './appPaths';

describe('namesNoFile', () => {
  it('is true for bad percent-encoding, NUL, empty and backslashed segments', () => {
    for (const path of [
      '/%E0%A4%A',
      '/%zz',
      '/%00',
      '/a%00.js',
      '//evil.example',
      '/datasets//x',
      '/a\\b',
      '/%',
    ]) {
      expect(namesNoFile(path), path).toBe(true);
    }
  });

  it('is false for ordinary paths, encoded or not', () => {
    for (const path of ['/', '/datasets', '/assets/index-AbC.js', '/s%C3%B8k', '/a%20b', '/..%2fx']) {
      expect(namesNoFile(path), path).toBe(false);
    }
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ minLength: 1 }).filter((s) => !s.includes('\0')),
          { maxLength: 4 },
        ),
        (segments) => {
          expect(namesNoFile(`/${segments.map(encodeURIComponent).join('/')}`)).toBe(false);
        },
      ),
    );
  });
});

describe('looksLikeFile', () => {
  it('takes the build’s kinds of files as files, and everything else as pages', () => {
    expect(looksLikeFile('/assets/gone-123.js')).toBe(true);
    expect(looksLikeFile('/favicon.svg')).toBe(true);
    expect(looksLikeFile('/..%2f..%2fpackage.json')).toBe(true);
    expect(looksLikeFile('/datasets')).toBe(false);
    expect(looksLikeFile('//evil.example')).toBe(false);
    expect(looksLikeFile('/datasets/no.statistics')).toBe(false);
    expect(looksLikeFile('/%zz.js')).toBe(false);
  });
});

describe('acceptsHtml', () => {
  it('is true for browsers and for clients that take anything', () => {
    expect(acceptsHtml('text/html,application/xhtml+xml,*/*;q=0.8')).toBe(true);
    expect(acceptsHtml('*/*')).toBe(true);
    expect(acceptsHtml(undefined)).toBe(true);
    expect(acceptsHtml('application/json')).toBe(false);
  });
});
