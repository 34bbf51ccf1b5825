import { describe, expect, it } from 'vitest';

import { isOperatorPath, readinessOf } from './health';

describe('readinessOf', () => {
  it('is ready in local mode while listening, and not once shutdown began', () => {
    expect(readinessOf({ listening: true, resources: 5, proxy: null })).toEqual({
      ready: true,
      body: { status: 'ready', mode: 'local', resources: 5 },
    });
    expect(readinessOf({ listening: false, resources: 5, proxy: null })).toEqual({
      ready: false,
      body: { status: 'not ready', reason: 'shutting down', mode: 'local', resources: 5 },
    });
  });

  it('in proxy mode, is not ready only while the upstream fails with nothing cached', () => {
    const ready = (upstream: 'unknown' | 'reachable' | 'failing', cachedAnswers: number) =>
      readinessOf({ listening: true, resources: 0, proxy: { upstream, cachedAnswers } }).ready;
    expect(ready('unknown', 0)).toBe(true);
    expect(ready('reachable', 0)).toBe(true);
    expect(ready('failing', 3)).toBe(true);
    expect(ready('failing', 0)).toBe(false);
  });

  it('names the operator’s paths and nothing under them', () => {
    expect(['/healthz', '/readyz', '/metrics'].map(isOperatorPath)).toEqual([true, true, true]);
    expect(['/healthz/x', '/metricsx', '/api/status', '/'].map(isOperatorPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
