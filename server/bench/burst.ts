/**
 * `npm run bench:server -- --mode burst`: does one client's worst-case burst slow everyone else? A normal
 * client searches one word at a time, first alone (quiet p50), then while another client sends its whole
 * burst (20 requests at once) of the most expensive requests the service accepts: queries at the word cap
 * (64 distinct one- and two-letter words, each a prefix of many index terms) and 10 000-hit pages. The goal:
 * the busy p50 within 3× of the quiet one.
 */
import { request as httpRequest } from 'node:http';

import { percentile } from './latency';

export const BURST = 20;
const QUIET_SAMPLES = 200;
const GOAL_RATIO = 3;

export interface BurstFigures {
  quietP50: number;
  busyP50: number;
  busySamples: number;
  burstMs: number;
  ratio: number;
  /** Burst requests shed with 503 (bytes in flight past the client's bound). */
  shed: number;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzæøå';

/** 64 distinct short words: every letter, then two-letter words. */
export function cappedQuery(): string {
  const words = [...LETTERS];
  for (const first of 'abdefghiklmnoprstuv') {
    for (const second of 'aeiou') if (words.length < 64) words.push(`${first}${second}`);
  }
  return words.join(' ');
}

async function post(base: string, body: unknown): Promise<void> {
  const response = await fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`normal request: ${response.status}`);
}

/**
 * A burst request whose answer is read and dropped, so that the sender's own work stays small. Resolves with
 * the status: 200, or 503 when the service sheds a large page past its bound on bytes in flight.
 */
function postAndDrop(base: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      agent: false,
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status !== 200 && status !== 503) reject(new Error(`burst request: ${status}`));
      response.on('end', () => resolve(status)).resume();
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function timed(run: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}

export async function runBurst(base: string, word: string): Promise<BurstFigures> {
  const normal = () => post(base, { query: word });
  for (let i = 0; i < 50; i++) await normal();
  const quiet: number[] = [];
  for (let i = 0; i < QUIET_SAMPLES; i++) quiet.push(await timed(normal));

  const worst = Array.from({ length: BURST }, (_, i) =>
    i % 2 === 0 ? { query: cappedQuery(), pagination: { size: 100 } } : { pagination: { size: 10_000 } },
  );
  const busy: number[] = [];
  let done = false;
  const t0 = performance.now();
  const burst = Promise.all(worst.map((body) => postAndDrop(base, body))).then((statuses) => {
    done = true;
    return statuses;
  });
  while (!done) busy.push(await timed(normal));
  const shed = (await burst).filter((status) => status === 503).length;
  const burstMs = performance.now() - t0;
  const quietP50 = percentile(quiet, 50);
  const busyP50 = percentile(busy, 50);
  return { quietP50, busyP50, busySamples: busy.length, burstMs, ratio: busyP50 / quietP50, shed };
}

export function burstReport(figures: BurstFigures, size: number): string {
  const ms = (value: number) => value.toFixed(2);
  return [
    `Worst-case burst at ${size.toLocaleString('en-US')} resources: ${BURST} requests at once (half at the 64-word cap, half 10 000-hit pages), sent in ${Math.round(figures.burstMs)} ms; ${figures.shed} shed with 503.`,
    '',
    '| normal client, one word | p50 |',
    '|---|---:|',
    `| alone (${QUIET_SAMPLES} requests) | ${ms(figures.quietP50)} ms |`,
    `| during the burst (${figures.busySamples} requests) | ${ms(figures.busyP50)} ms |`,
    '',
    `Ratio ${figures.ratio.toFixed(2)}× — goal ≤ ${GOAL_RATIO}×: ${figures.ratio <= GOAL_RATIO ? 'met' : 'MISSED'}`,
  ].join('\n');
}
