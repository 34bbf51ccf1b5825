import { describe, expect, it } from 'vitest';

import { hitRange, lastPage, resultSummary } from './resultView';

const page = (totalElements: number, totalPages: number) => ({
  currentPage: 0,
  size: 20,
  totalElements,
  totalPages,
});

describe('resultSummary', () => {
  it('reads exactly 10 000 as the service’s capped count', () => {
    expect(resultSummary(page(10_000, 500), 'vann')).toEqual({ total: 10_000, query: 'vann', capped: true });
    expect(resultSummary(page(9_999, 500), '')).toEqual({ total: 9_999, query: '', capped: false });
    expect(resultSummary(page(12_000, 600), '').capped).toBe(false);
  });
});

describe('lastPage', () => {
  it('stops at the 10 000-hit window of the service', () => {
    expect(lastPage(page(12_000, 1200), 10)).toBe(1000);
    expect(lastPage(page(12_000, 120), 100)).toBe(100);
    expect(lastPage(page(2_000, 100), 20)).toBe(100);
    expect(lastPage(page(0, 0), 20)).toBe(1);
  });
});

describe('hitRange', () => {
  it('gives the positions of the hits on a page', () => {
    expect(hitRange(2, 20, 20)).toEqual({ from: 21, to: 40 });
    expect(hitRange(3, 20, 7)).toEqual({ from: 41, to: 47 });
    expect(hitRange(9, 20, 0)).toBeNull();
  });
});
