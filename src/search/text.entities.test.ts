/**
 * Character references as the catalogue's HTML-ish descriptions use them, with the characters the HTML
 * standard assigns to each name and number (the oracle is the standard, not this code).
 */
import { describe, expect, it } from 'vitest';

import { decodeEntities, excerpt, stripMarkdown } from './text';

describe('decodeEntities, named references (HTML standard)', () => {
  it('decodes the Norwegian and Nordic letters', () => {
    expect(decodeEntities('&aring;&Aring;&oslash;&Oslash;&aelig;&AElig;')).toBe('åÅøØæÆ');
    expect(decodeEntities('&auml;&Auml;&ouml;&Ouml;&uuml;&Uuml;&eacute;&Eacute;&egrave;')).toBe('äÄöÖüÜéÉè');
  });

  it('decodes markup-significant characters and spaces', () => {
    expect(decodeEntities('&amp;&lt;&gt;&quot;&apos;')).toBe('&<>"\'');
    expect(decodeEntities('a&nbsp;b')).toBe('a\u00a0b');
    expect(decodeEntities('del&shy;bar')).toBe('delbar');
  });

  it('decodes typographic punctuation and signs', () => {
    expect(decodeEntities('&laquo;&raquo;&ndash;&mdash;&hellip;')).toBe('«»–—…');
    expect(decodeEntities('&lsquo;&rsquo;&ldquo;&rdquo;&bull;&middot;')).toBe('‘’“”•·');
    expect(decodeEntities('&copy;&reg;&deg;&euro;')).toBe('©®°€');
  });

  it('is case-sensitive, as HTML is, and needs the semicolon', () => {
    expect(decodeEntities('&AMP; &Oslash; &amp')).toBe('&AMP; Ø &amp');
  });
});

describe('decodeEntities, numeric references', () => {
  it('decodes decimal and hexadecimal code points, in either case of x', () => {
    expect(decodeEntities('&#229;&#xe5;&#XE5;&#x1f600;')).toBe('ååå😀');
  });

  it('replaces what is not a character with U+FFFD', () => {
    expect(decodeEntities('&#0;')).toBe('\ufffd');
    expect(decodeEntities('&#1114112;')).toBe('\ufffd');
    expect(decodeEntities('&#x10FFFF;')).toBe(String.fromCodePoint(0x10ffff));
    expect(decodeEntities('&#xDFFF;&#xD800;')).toBe('\ufffd\ufffd');
    expect(decodeEntities('&#xD7FF;&#xE000;')).toBe('\ud7ff\ue000');
    expect(decodeEntities('&#1;')).toBe('\u0001');
  });
});

describe('stripMarkdown, edge cases', () => {
  it('reads Windows and old Mac line ends as line ends', () => {
    expect(stripMarkdown('# Tittel\r\n- punkt\rslutt')).toBe('Tittel punkt slutt');
  });

  it('drops rules, setext underlines, table separators and fenced code markers', () => {
    expect(stripMarkdown('Over\n===\n\n---\n***\n| a | b |\n|---|:-:|\n| 1 | 2 |\n~~~\nkode\n~~~')).toBe(
      'Over a b 1 2 kode',
    );
  });

  it('keeps a line of dashes inside text, and a pipe table row without dashes', () => {
    expect(stripMarkdown('a - b')).toBe('a - b');
    expect(stripMarkdown('| a | b |')).toBe('a b');
  });

  it('removes closing hashes of a heading and task-list boxes', () => {
    expect(stripMarkdown('## Tittel ##\n- [x] ferdig\n- [ ] åpen\n3) tredje')).toBe(
      'Tittel ferdig åpen tredje',
    );
  });

  it('drops HTML comments and unclosed tags at the end', () => {
    expect(stripMarkdown('a<!-- skjult -->b <!-- uten slutt')).toBe('a b');
    expect(stripMarkdown('tekst <a href="x"')).toBe('tekst');
    expect(stripMarkdown('<style>p{}</style>synlig<br>linje')).toBe('synlig linje');
  });

  it('keeps stars and underscores that do not emphasise', () => {
    expect(stripMarkdown('2 * 3 * 4')).toBe('2 * 3 * 4');
    expect(stripMarkdown('fil_navn_her')).toBe('fil_navn_her');
    expect(stripMarkdown('**fet** og _kursiv_')).toBe('fet og kursiv');
  });
});

describe('excerpt, edge cases', () => {
  it('cuts inside a long word when no space is near the end, and drops trailing punctuation', () => {
    expect(excerpt('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`);
    expect(excerpt('Dette er en setning, med mer tekst etter', 22)).toBe('Dette er en setning…');
  });

  it('uses 300 characters by default and trims before measuring', () => {
    expect(excerpt(`  ${'x'.repeat(300)}  `)).toBe('x'.repeat(300));
    expect(excerpt('x'.repeat(301))).toHaveLength(300);
  });

  it('does not split a surrogate pair at the cut', () => {
    const text = `${'a'.repeat(8)}😀${'b'.repeat(10)}`;
    expect(excerpt(text, 10)).toBe(`${'a'.repeat(8)}…`);
  });
});
