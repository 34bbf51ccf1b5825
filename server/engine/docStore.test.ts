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

  it('are encoded in steps of a thousand resources', () => {
    const steps = docTextSteps(arrayDocStore(docs));
    let count = 0;
    for (let step = steps.next(); step.done !== true; step = steps.next()) count++;
    expect(count).toBe(3);
  });
});
