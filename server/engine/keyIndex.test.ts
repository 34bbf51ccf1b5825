import { describe, expect, it } from 'vitest';

import { buildKeyIndex, keySet } from './keyIndex';
import { Scratch } from './scratch';
import { resource } from './testing/fixtures';

// 64 resources: "common" on every other one (dense: kept), "rare" on one (sparse: a scratch set).
const docs = Array.from({ length: 64 }, (_, d) => resource(`id-${d}`));
const index = buildKeyIndex(docs, (doc) => {
  const d = Number(doc.id.slice(3));
  return [...(d % 2 === 0 ? ['common'] : []), ...(d === 5 ? ['rare'] : [])];
});

describe('keySet', () => {
  it('gives the resources holding a key, an unknown key none', () => {
    const scratch = new Scratch(docs.length);
    expect([...keySet(index, 'common', scratch).toArray()]).toEqual(
      Array.from({ length: 32 }, (_, i) => i * 2),
    );
    expect([...keySet(index, 'rare', scratch).toArray()]).toEqual([5]);
    expect(keySet(index, 'unknown', scratch).isEmpty()).toBe(true);
  });

  it('keeps the set of a key held by many resources, and never that of a rare one', () => {
    const first = new Scratch(docs.length);
    const second = new Scratch(docs.length);
    expect(keySet(index, 'common', first)).toBe(keySet(index, 'common', second));
    expect(keySet(index, 'rare', first)).not.toBe(keySet(index, 'rare', second));
  });
});
