import { describe, expect, it } from 'vitest';

import { arrayDocStore, docTexts, docTextSteps, jsonDocStore } from './docStore';
import { resource } from './testing/fixtures';

// Texts beyond one step, with letters of two, three and four UTF-8 bytes, so byte offsets differ from characters.
const docs = Array.from({ length: 2500 }, (_, i) => resource(`r${i}`, { title: { nb: `ø€𝄞 ${i}` } }));

describe('resources as JSON texts', () => {
  it('give back each resource, parsed, at its number; nothing outside the range', () => {
    const { bytes, starts } = docTexts(arrayDocStore(docs));
    const store = jsonDocStore(bytes, starts);
    expect(store.count).toBe(docs.length);
    for (const d of [0, 1, 1023, 1024, 2499]) expect(store.at(d)).toEqual(docs[d]);
    expect([store.at(-1), store.at(2500), store.at(0.5)]).toEqual([undefined, undefined, undefined]);
  });

  it('hand out each resource as the bytes JSON.stringify writes, with their length, from either store', () => {
    const built = arrayDocStore(docs);
    const { bytes, starts } = docTexts(built);
    for (const store of [built, jsonDocStore(bytes, starts)]) {
      for (const d of [0, 1, 1023, 1024, 2499]) {
        const json = store.json(d);
        expect(json?.toString('utf8')).toBe(JSON.stringify(docs[d]));
        expect(store.jsonBytes(d)).toBe(json?.length);
        // Twice: the built store learns lengths once.
        expect(store.jsonBytes(d)).toBe(Buffer.byteLength(JSON.stringify(docs[d]), 'utf8'));
      }
      expect([store.json(-1), store.json(2500), store.json(0.5)]).toEqual([undefined, undefined, undefined]);
      expect([store.jsonBytes(-1), store.jsonBytes(2500)]).toEqual([0, 0]);
    }
  });

  it('are encoded in steps of a thousand resources', () => {
    const steps = docTextSteps(arrayDocStore(docs));
    let count = 0;
    for (let step = steps.next(); step.done !== true; step = steps.next()) count++;
    expect(count).toBe(3);
  });
});
