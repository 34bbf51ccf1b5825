import { describe, expect, it } from 'vitest';

import { LOS_THEMES } from './los';
import { LOS_TABLE_EN } from './losLabels.en';
import { LOS_TABLE_NB } from './losLabels.nb';
import { LOS_TABLE_NN } from './losLabels.nn';
import { parseLosTable } from './losTable';

const TABLES = { nb: LOS_TABLE_NB, nn: LOS_TABLE_NN, en: LOS_TABLE_EN } as const;

describe('the LOS tables of the three languages', () => {
  it('list the same paths in the same order, once each, every label filled in', () => {
    const nbPaths = parseLosTable(LOS_TABLE_NB).map(([path]) => path);
    expect(nbPaths.length).toBeGreaterThanOrEqual(60);
    expect(new Set(nbPaths).size).toBe(nbPaths.length);
    for (const [lang, table] of Object.entries(TABLES)) {
      const rows = parseLosTable(table);
      expect(
        rows.map(([path]) => path),
        lang,
      ).toEqual(nbPaths);
      for (const [path, label] of rows) {
        expect(path, lang).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
        expect(label.trim(), `${lang} ${path}`).not.toBe('');
        expect(label, `${lang} ${path}`).not.toContain('|');
      }
    }
  });

  it('compose into LOS_THEMES, one theme per path with its three labels', () => {
    const nn = new Map(parseLosTable(LOS_TABLE_NN));
    const en = new Map(parseLosTable(LOS_TABLE_EN));
    expect(LOS_THEMES.map((theme) => theme.path)).toEqual(parseLosTable(LOS_TABLE_NB).map(([path]) => path));
    for (const theme of LOS_THEMES) {
      expect(theme.label.nn).toBe(nn.get(theme.path));
      expect(theme.label.en).toBe(en.get(theme.path));
    }
    expect(LOS_THEMES.find((theme) => theme.path === 'helse-og-omsorg')?.label).toEqual({
      nb: 'Helse og omsorg',
      nn: 'Helse og omsorg',
      en: 'Health and care',
    });
  });

  it('parse a line at its first bar, trimming both sides', () => {
    expect(parseLosTable('\n a/b |  Alfa beta \nc|Gamma\n')).toEqual([
      ['a/b', 'Alfa beta'],
      ['c', 'Gamma'],
    ]);
  });
});
