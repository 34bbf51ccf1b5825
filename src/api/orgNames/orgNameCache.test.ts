import { describe, expect, it } from 'vitest';

import { readStoredEntries, writeStoredEntries, type OrgNameEntry } from './orgNameCache';

const NOW = 1_700_000_000_000;

describe('readStoredEntries', () => {
  it('reads back what writeStoredEntries wrote', () => {
    const entries = new Map<string, OrgNameEntry>([
      [
        '974760673',
        {
          at: NOW - 1000,
          names: { name: 'REGISTERENHETEN I BRØNNØYSUND', en: 'Brønnøysund Register Centre' },
        },
      ],
      ['999999999', { at: NOW - 2000, names: null }],
    ]);
    expect(readStoredEntries(writeStoredEntries(entries, NOW), NOW)).toEqual(entries);
  });

  it('counts a text with one malformed entry as nothing stored', () => {
    const good = { at: NOW, names: { name: 'Kartverket' } };
    for (const bad of [
      { at: 'yesterday', names: null },
      { at: NOW },
      { at: NOW, names: { nb: 'no name' } },
      42,
    ]) {
      const text = JSON.stringify({ v: 1, entries: { '971040238': good, '123456789': bad } });
      expect(readStoredEntries(text, NOW).size).toBe(0);
    }
    expect(readStoredEntries(JSON.stringify({ v: 1, entries: { '971040238': good } }), NOW).size).toBe(1);
  });

  it('counts entries that are not an object of entries as nothing stored', () => {
    for (const entries of [[{ at: NOW, names: null }], null, 'none']) {
      expect(readStoredEntries(JSON.stringify({ v: 1, entries }), NOW).size).toBe(0);
    }
  });
});
