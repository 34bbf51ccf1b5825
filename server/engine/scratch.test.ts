import { describe, expect, it } from 'vitest';

import { Scratch } from './scratch';

describe('Scratch', () => {
  it('hands out distinct arrays until reset, then reuses them', () => {
    const scratch = new Scratch(100);
    const a = scratch.emptySet();
    const b = scratch.emptySet();
    a.add(3);
    expect(b.has(3)).toBe(false);
    expect(a.words.buffer).not.toBe(b.words.buffer);
    scratch.reset();
    const again = scratch.emptySet();
    expect([a.words.buffer, b.words.buffer]).toContain(again.words.buffer);
    expect(again.isEmpty()).toBe(true);
  });

  it('gives cleared sets and counters, and exact lengths', () => {
    const scratch = new Scratch(70);
    scratch.fullSet();
    scratch.zeros(50).fill(7);
    scratch.reset();
    expect(scratch.emptySet().count()).toBe(0);
    expect(scratch.fullSet().count()).toBe(70);
    const zeros = scratch.zeros(20);
    expect(zeros.length).toBe(20);
    expect([...zeros].every((v) => v === 0)).toBe(true);
    expect(scratch.floats64(5).length).toBe(5);
  });

  it('lists, copies and builds sets of ids', () => {
    const scratch = new Scratch(40);
    const set = scratch.setOf([5, 1, 33, 5]);
    expect([...scratch.idsOf(set)]).toEqual([1, 5, 33]);
    const copy = scratch.copyOf(set);
    copy.add(2);
    expect([...scratch.idsOf(set)]).toEqual([1, 5, 33]);
    expect([...scratch.idsOf(copy)]).toEqual([1, 2, 5, 33]);
  });

  it('keeps working past its pool limit', () => {
    const scratch = new Scratch(10);
    const sets = Array.from({ length: 100 }, (_, i) => scratch.setOf([i % 10]));
    sets.forEach((set, i) => expect([...scratch.idsOf(set)]).toEqual([i % 10]));
  });
});
