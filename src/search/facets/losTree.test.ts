import { describe, expect, it } from 'vitest';

import { LOS_THEMES } from '../../interface/los';
import { testLabels } from '../testing/labels';
import { collatorFor } from './compare';
import { humanizeSlug, losLabel } from './labeler';
import { buildLosTree, losParent } from './losTree';

/** The LOS list's own label, so the test follows the list as it grows. */
const listed = (path: string) => LOS_THEMES.find((theme) => theme.path === path)?.label.en;

describe('LOS tree', () => {
  it('nests paths, labels them in the UI language and keeps selected paths', () => {
    const nodes = buildLosTree(
      [
        { key: 'helse-og-omsorg', count: 5 },
        { key: 'helse-og-omsorg/svangerskap', count: 2 },
        { key: 'trafikk-og-transport', count: 8 },
      ],
      ['ukjent-tema/lokal-landbruk'],
      { labels: testLabels, locale: 'en' },
      collatorFor('en'),
    );
    expect(nodes.map((node) => [node.label, node.count, node.lang])).toEqual([
      ['Ukjent tema', 0, 'nb'],
      [listed('trafikk-og-transport'), 8, undefined],
      [listed('helse-og-omsorg'), 5, undefined],
    ]);
    expect(nodes[0]?.ancestorOfSelected).toBe(true);
    expect(nodes[0]?.children[0]).toMatchObject({
      key: 'ukjent-tema/lokal-landbruk',
      label: 'Lokal landbruk',
      lang: 'nb',
      count: 0,
      selected: true,
    });
    expect(nodes[2]?.children.map((node) => node.label)).toEqual([listed('helse-og-omsorg/svangerskap')]);
  });

  it('humanizes unknown slugs', () => {
    expect(humanizeSlug('helse-og-omsorg')).toBe('Helse og omsorg');
    expect(losLabel('ukjent/barn-og-unge-x', { labels: testLabels, locale: 'nb' })).toEqual({
      label: 'Barn og unge x',
    });
    expect(losLabel('ukjent/barn-og-unge-x', { labels: testLabels, locale: 'en' })).toEqual({
      label: 'Barn og unge x',
      lang: 'nb',
    });
    // A listed path takes the list's label in the UI language, whatever the labeler's.
    const nynorsk = {
      ...testLabels,
      listedLosTheme: (path: string) => LOS_THEMES.find((theme) => theme.path === path)?.label.nn,
    };
    const theme = LOS_THEMES[0];
    if (theme)
      expect(losLabel(theme.path, { labels: nynorsk, locale: 'nn' })).toEqual({ label: theme.label.nn });
    expect(losParent('a/b/c')).toBe('a/b');
    expect(losParent('a')).toBeNull();
  });
});
