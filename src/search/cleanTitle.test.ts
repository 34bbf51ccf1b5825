import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { queryWords } from '../interface/tokenize';
import { toHitCard } from './hitCard';
import { cleanTitle } from './text';

describe('cleanTitle', () => {
  it('drops tags and keeps their text', () => {
    expect(cleanTitle('Vann og avløp <i>utgått</i>')).toBe('Vann og avløp utgått');
    expect(cleanTitle('<b>Kart</b>data<br/>over <a href="x">Oslo</a>')).toBe('Kartdata over Oslo');
  });

  it('drops scripts and styles with their content', () => {
    expect(cleanTitle('Før<script>alert(1)</script> etter<style>p{}</style>')).toBe('Før etter');
  });

  it('decodes character references after dropping tags, so encoded markup stays text', () => {
    expect(cleanTitle('Bl&aring; &amp; gr&#248;nn &#x2013; data')).toBe('Blå & grønn – data');
    expect(cleanTitle('&lt;i&gt;ikke kursiv&lt;/i&gt;')).toBe('<i>ikke kursiv</i>');
  });

  it('keeps Markdown-looking text and comparisons as they are', () => {
    expect(cleanTitle('1. Befolkning')).toBe('1. Befolkning');
    expect(cleanTitle('*Stjerne*-data_2020')).toBe('*Stjerne*-data_2020');
    expect(cleanTitle('Temperatur < 0 °C')).toBe('Temperatur < 0 °C');
  });

  it('collapses whitespace and trims', () => {
    expect(cleanTitle('  Linje\r\nto\t tre  ')).toBe('Linje to tre');
  });

  it('leaves text without markup or references as it is, once whitespace is collapsed', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/[<&]/.test(text)),
        (text) => {
          expect(cleanTitle(text)).toBe(text.replace(/\s+/g, ' ').trim());
        },
      ),
    );
  });

  it('keeps exactly the words around any tags', () => {
    const word = fc.stringMatching(/^[A-Za-zæøåÆØÅ0-9 .,-]{1,8}$/);
    const tag = fc.constantFrom('<i>', '</i>', '<b class="x">', '<br/>', '<span\nlang="nn">', '</a>');
    fc.assert(
      fc.property(fc.array(fc.oneof(word, tag), { maxLength: 10 }), (pieces) => {
        const spaced = pieces.map((piece) => (piece === '<br/>' ? ' ' : piece.startsWith('<') ? '' : piece));
        expect(cleanTitle(pieces.join(''))).toBe(spaced.join('').replace(/\s+/g, ' ').trim());
      }),
    );
  });
});

describe('hit card titles', () => {
  const card = (title: string) =>
    toHitCard(
      { id: 'a', searchType: 'DATASET', title: { nb: title } },
      { locale: 'nb', words: queryWords('utgått'), resourcePageUrl: '/{type}/{id}' },
    );

  it('are cleaned like descriptions, and highlighted in the clean text', () => {
    const title = card('Kommunale vann og avløp <i>utgått</i>').title;
    expect(title?.text).toBe('Kommunale vann og avløp utgått');
    expect(title?.segments).toEqual([
      { text: 'Kommunale vann og avløp ', match: false },
      { text: 'utgått', match: true },
    ]);
  });

  it('are null when nothing is left', () => {
    expect(card('<br>').title).toBeNull();
  });
});
