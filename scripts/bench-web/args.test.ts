import { describe, expect, it } from 'vitest';

import { BenchArgumentError, parseBenchArgs } from './args';

describe('parseBenchArgs', () => {
  it('defaults: 5 runs of each, 1× and 4× CPU, both halves, a fresh build, no JSON', () => {
    expect(parseBenchArgs([])).toEqual({
      runs: 5,
      lighthouseRuns: 5,
      cpu: [1, 4],
      browser: true,
      rendering: true,
      lighthouse: true,
      skipBuild: false,
      json: null,
      baseline: null,
    });
  });

  it('reads each flag with a separate value or after =', () => {
    expect(
      parseBenchArgs(['--runs', '3', '--lighthouse-runs=1', '--cpu', '4', '--json=out.json', '--skip-build']),
    ).toMatchObject({ runs: 3, lighthouseRuns: 1, cpu: [4], json: 'out.json', skipBuild: true });
    expect(parseBenchArgs(['--cpu=1,2.5,6']).cpu).toEqual([1, 2.5, 6]);
    expect(parseBenchArgs(['--baseline', '/tmp/before/dist']).baseline).toBe('/tmp/before/dist');
  });

  it('--only picks one part', () => {
    expect(parseBenchArgs(['--only', 'browser'])).toMatchObject({
      browser: true,
      rendering: false,
      lighthouse: false,
    });
    expect(parseBenchArgs(['--only=rendering'])).toMatchObject({
      browser: false,
      rendering: true,
      lighthouse: false,
    });
    expect(parseBenchArgs(['--only=lighthouse'])).toMatchObject({
      browser: false,
      rendering: false,
      lighthouse: true,
    });
  });

  it.each([
    [['--runs', '0']],
    [['--runs', '2.5']],
    [['--runs', '101']],
    [['--lighthouse-runs', 'x']],
    [['--cpu', '0.5']],
    [['--cpu', '1,,4']],
    [['--only', 'both']],
    [['--runs']],
    [['--skip-build=yes']],
    [['--fast']],
    [['--baseline']],
    [['--baseline=']],
    [['--baseline', 'dist', '--only', 'lighthouse']],
  ])('refuses %j with a message', (argv) => {
    expect(() => parseBenchArgs(argv)).toThrow(BenchArgumentError);
  });
});
