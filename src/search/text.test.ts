import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { decodeEntities, excerpt, pickLocalized, stripMarkdown } from './text';

describe('pickLocalized', () => {
  it('prefers the UI language and reports the language used', () => {
    const text = { nb: 'Bokmål', nn: 'Nynorsk', en: 'English' };
    expect(pickLocalized(text, 'nb')).toEqual({ text: 'Bokmål', lang: 'nb' });
    expect(pickLocalized(text, 'nn')).toEqual({ text: 'Nynorsk', lang: 'nn' });
    expect(pickLocalized(text, 'en')).toEqual({ text: 'English', lang: 'en' });
  });

  it('falls back in the documented order', () => {
    expect(pickLocalized({ no: 'Norsk', nn: 'Nynorsk', en: 'English' }, 'nb')).toEqual({
      text: 'Norsk',
      lang: 'no',
    });
    expect(pickLocalized({ nn: 'Nynorsk', en: 'English' }, 'nb')).toEqual({ text: 'Nynorsk', lang: 'nn' });
    expect(pickLocalized({ no: 'Norsk', nb: 'Bokmål' }, 'nn')).toEqual({ text: 'Bokmål', lang: 'nb' });
    expect(pickLocalized({ nn: 'Nynorsk', no: 'Norsk' }, 'en')).toEqual({ text: 'Norsk', lang: 'no' });
    expect(pickLocalized({ en: 'English' }, 'nn')).toEqual({ text: 'English', lang: 'en' });
  });

  it('skips blank and null variants, then uses any other language, else null', () => {
    expect(pickLocalized({ nb: '  ', nn: null, en: 'English' }, 'nb')).toEqual({
      text: 'English',
      lang: 'en',
    });
    expect(pickLocalized({ de: 'Deutsch' }, 'nb')).toEqual({ text: 'Deutsch', lang: 'de' });
    expect(pickLocalized({ nb: '' }, 'nb')).toBeNull();
    expect(pickLocalized(null, 'en')).toBeNull();
    expect(pickLocalized(undefined, 'en')).toBeNull();
  });
});

describe('stripMarkdown', () => {
  it('removes headings, emphasis, lists, quotes and code, keeping the words', () => {
    const markdown = [
      '# Om datasettet',
      '',
      'Dette er **viktig** og *litt* __mer__ ~~gammelt~~ med `kode`.',
      '',
      '- første punkt',
      '* andre punkt',
      '1. nummerert',
      '> sitat her',
      '```',
      'const x = 1;',
      '```',
    ].join('\n');
    expect(stripMarkdown(markdown)).toBe(
      'Om datasettet Dette er viktig og litt mer gammelt med kode. første punkt andre punkt nummerert sitat her const x = 1;',
    );
  });

  it('keeps link and image texts and drops their targets', () => {
    expect(stripMarkdown('Se [veiledningen](https://example.org/a_(b)) og ![kart](kart.png).')).toBe(
      'Se veiledningen og kart.',
    );
    expect(stripMarkdown('Les [mer][ref].\n\n[ref]: https://example.org')).toBe('Les mer.');
    expect(stripMarkdown('Adresse: <https://data.norge.no>')).toBe('Adresse: https://data.norge.no');
  });

  it('keeps underscores inside words and escaped characters', () => {
    expect(stripMarkdown('Feltet snake_case_navn og \\*stjerne\\*')).toBe(
      'Feltet snake_case_navn og *stjerne*',
    );
  });

  it('removes HTML tags and the content of scripts, and decodes entities to text', () => {
    const html =
      '<p>Hei &amp; hallo</p><script>alert("x")</script><b>fet</b> &lt;script&gt; &#229;&#xE6; &oslash;';
    const text = stripMarkdown(html);
    expect(text).toBe('Hei & hallo fet <script> åæ ø');
    expect(text).not.toContain('alert');
    expect(stripMarkdown('<img src=x onerror="alert(1)">bilde')).toBe('bilde');
  });

  it('never leaves an HTML tag made of the input', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom('<b>', '</b>', '<script>', 'x', ' ', '<a href="y">', '*', '[', ']', '(', ')', '\n'),
        ),
        (parts) => {
          const text = stripMarkdown(parts.join(''));
          expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
          expect(text).toBe(text.trim());
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric references and leaves unknown ones', () => {
    expect(decodeEntities('&quot;a&quot; &#65; &#x1F600; &unknown; &#0; &#xD800;')).toBe(
      '"a" A 😀 &unknown; \ufffd \ufffd',
    );
  });
});

describe('excerpt', () => {
  it('leaves short text alone', () => {
    expect(excerpt('Kort tekst', 300)).toBe('Kort tekst');
  });

  it('cuts at a word boundary and adds an ellipsis within the limit', () => {
    const text = 'ord '.repeat(100).trim();
    const cut = excerpt(text, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('ord…')).toBe(true);
  });

  it('stays within the limit and never splits a surrogate pair', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 120 }),
        fc.integer({ min: 5, max: 100 }),
        (text, max) => {
          const cut = excerpt(text, max);
          expect(cut.length).toBeLessThanOrEqual(max);
          expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
        },
      ),
      { numRuns: 200 },
    );
  });
});
