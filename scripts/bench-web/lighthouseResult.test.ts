import { describe, expect, it } from 'vitest';

import { lighthouseRunOf } from './lighthouseResult';

const report = {
  lighthouseVersion: '12.8.2',
  categories: {
    performance: { id: 'performance', score: 0.714 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: null },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 4412.5, displayValue: '4.4 s' },
    'cumulative-layout-shift': { numericValue: 0.899 },
    'total-blocking-time': {},
  },
};

describe('lighthouseRunOf', () => {
  it('takes the four scores as 0–100 and LCP, CLS and TBT as measured', () => {
    expect(lighthouseRunOf(report)).toEqual({
      performance: 71,
      accessibility: 100,
      bestPractices: 96,
      seo: null,
      lcp: 4412.5,
      cls: 0.899,
      tbt: null,
    });
  });

  it('refuses something that is not a Lighthouse report', () => {
    expect(() => lighthouseRunOf({ runtimeError: { code: 'NO_FCP' } })).toThrow();
  });
});
