import { describe, expect, it } from 'vitest';

import type { Bucket } from '../../interface/searchObject';
import { fixtureResponse } from '../testing/fixture';
import { testLabels } from '../testing/labels';
import { collatorFor } from './compare';
import { collectOrgNames, mergeOrgNames } from './orgNames';
import { buildOrgTree, orgParent } from './orgTree';
import type { TreeNode } from './types';

const collator = collatorFor('nb');

/** The tree as nested [label, count] pairs, easy to compare. */
function shape(nodes: readonly TreeNode[]): unknown[] {
  return nodes.map((node) =>
    node.children.length ? [node.label, node.count, shape(node.children)] : [node.label, node.count],
  );
}

describe('organisation tree', () => {
  it('builds the fixture tree with names from its hits', () => {
    const orgNames = collectOrgNames(fixtureResponse.hits, 'nb');
    expect(orgNames).toEqual(
      new Map([
        ['/ANNET/910244132', 'Ramsund og rognan revisjon'],
        ['/STAT/912660680/974760673', 'Registerenheten i brønnøysund'],
      ]),
    );
    const nodes = buildOrgTree(
      fixtureResponse.aggregations.orgPath ?? [],
      null,
      { labels: testLabels, orgNames, locale: 'nb' },
      collator,
    );
    expect(shape(nodes)).toEqual([
      ['Other', 2, [['Ramsund og rognan revisjon', 2]]],
      ['State', 1, [['912660680', 1, [['Registerenheten i brønnøysund', 1]]]]],
    ]);
    expect(nodes[1]?.children[0]?.children[0]?.key).toBe('/STAT/912660680/974760673');
  });

  it('puts "unknown" last, sorts children by count and keeps the selected path', () => {
    const buckets: Bucket[] = [
      { key: 'null', count: 50 },
      { key: '/KOMMUNE', count: 10 },
      { key: '/KOMMUNE/111111111', count: 3 },
      { key: '/KOMMUNE/222222222', count: 7 },
      { key: '/STAT', count: 20 },
    ];
    const nodes = buildOrgTree(
      buckets,
      '/FYLKE/333333333/444444444',
      { labels: testLabels, orgNames: new Map([['/KOMMUNE/111111111', 'Ås kommune']]), locale: 'nb' },
      collator,
    );
    expect(shape(nodes)).toEqual([
      ['County', 0, [['333333333', 0, [['444444444', 0]]]]],
      ['State', 20],
      [
        'Municipality',
        10,
        [
          ['222222222', 7],
          ['Ås kommune', 3],
        ],
      ],
      ['Unknown', 50],
    ]);
    const county = nodes[0];
    expect(county?.ancestorOfSelected).toBe(true);
    expect(county?.selected).toBe(false);
    expect(county?.children[0]?.children[0]?.selected).toBe(true);
  });

  it('puts a selected "unknown" first', () => {
    const nodes = buildOrgTree(
      [
        { key: '/STAT', count: 9 },
        { key: 'null', count: 1 },
      ],
      'null',
      { labels: testLabels, orgNames: new Map(), locale: 'nb' },
      collator,
    );
    expect(nodes.map((node) => [node.key, node.selected])).toEqual([
      ['null', true],
      ['/STAT', false],
    ]);
  });

  it('adds a missing prefix as a node', () => {
    const nodes = buildOrgTree(
      [{ key: '/STAT/1/2', count: 4 }],
      null,
      { labels: testLabels, orgNames: new Map(), locale: 'nb' },
      collator,
    );
    expect(shape(nodes)).toEqual([['State', 0, [['1', 0, [['2', 4]]]]]]);
  });

  it('knows the parent of a path', () => {
    expect(orgParent('/STAT/912660680')).toBe('/STAT');
    expect(orgParent('/STAT')).toBeNull();
  });

  it('merges names from new hits under known ones without copying when nothing is new', () => {
    const known = new Map([['/ANNET/910244132', 'Kjent navn']]);
    const merged = mergeOrgNames(known, fixtureResponse.hits, 'en');
    expect(merged.get('/ANNET/910244132')).toBe('Kjent navn');
    expect(merged.get('/STAT/912660680/974760673')).toBe('Registerenheten i brønnøysund');
    expect(mergeOrgNames(merged, fixtureResponse.hits, 'en')).toBe(merged);
  });
});
