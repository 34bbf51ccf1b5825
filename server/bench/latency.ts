/** Latency figures of a load run: percentiles and throughput. Pure. */

/** The p-th percentile (0–100) by the nearest-rank method; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export interface LoadFigures {
  requests: number;
  p50: number;
  p99: number;
  perSecond: number;
}

export function loadFigures(latenciesMs: readonly number[], wallMs: number): LoadFigures {
  return {
    requests: latenciesMs.length,
    p50: percentile(latenciesMs, 50),
    p99: percentile(latenciesMs, 99),
    perSecond: wallMs > 0 ? (latenciesMs.length * 1000) / wallMs : Number.NaN,
  };
}

/**
 * Runs `count` jobs with `concurrency` workers, job i being `run(i)`, and returns each job's latency and
 * the wall time.
 */
export async function runLoad(
  count: number,
  concurrency: number,
  run: (index: number) => Promise<void>,
): Promise<{ latencies: number[]; wallMs: number; indexes: number[] }> {
  const latencies: number[] = [];
  const indexes: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const t0 = performance.now();
      await run(index);
      latencies.push(performance.now() - t0);
      indexes.push(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { latencies, wallMs: performance.now() - started, indexes };
}
