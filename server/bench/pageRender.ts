/**
 * `npm run bench:server -- --mode pages`: what server rendering costs. Realistic page URLs are fetched one at a
 * time, interleaved, and each page's server time is read from its `Server-Timing: render` header (planning,
 * answering and rendering; goal: p50 ≤ 20 ms for a page of 20 hits). Then a normal client's `/api/search` p50 is
 * measured alone and during bursts of page loads (20 at once, as a crawler might): goal, the busy p50 within 3×
 * of the quiet one. Needs a build with its server bundle (`npm run build`).
 */
import { percentile } from './latency';

export const PAGES = [
  '/',
  '/datasets?q=vann',
  '/?q=skole',
  '/concepts?q=adresse&page=2&lang=en',
  '/datasets?q=vann&accessRights=PUBLIC&lang=nn',
  '/apis?lang=en',
  '/datasets?embed=1&lock=opendata&openData=true',
  '/services?q=helse&sort=modified',
];
const GOALS = { renderP50Ms: 20, burstRatio: 3 };
const BURST = 20;

export interface PageFigures {
  samples: number;
  renderP50: number;
  renderP90: number;
  /** Pages that came back as the shell or frame instead of rendered with results. */
  withoutResults: number;
  quietSearchP50: number;
  busySearchP50: number;
  ratio: number;
}

async function renderMs(base: string, path: string): Promise<{ ms: number; withResults: boolean }> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  const timing = /render;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1];
  if (timing === undefined) throw new Error(`${path}: no Server-Timing render (is the server bundle built?)`);
  return { ms: Number(timing), withResults: html.includes('id="page-data"') };
}

async function searchMs(base: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'vann' }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`search: ${response.status}`);
  return performance.now() - started;
}

export async function runPageBench(base: string, rounds: number): Promise<PageFigures> {
  for (const path of PAGES) await renderMs(base, path);
  const times: number[] = [];
  let withoutResults = 0;
  for (let round = 0; round < rounds; round++) {
    for (const path of PAGES) {
      const { ms, withResults } = await renderMs(base, path);
      times.push(ms);
      if (!withResults) withoutResults++;
    }
  }
  const quiet: number[] = [];
  for (let i = 0; i < 100; i++) quiet.push(await searchMs(base));
  const busy: number[] = [];
  for (let burst = 0; burst < 5; burst++) {
    const loads = Array.from({ length: BURST }, (_, i) => renderMs(base, PAGES[i % PAGES.length] ?? '/'));
    let done = false;
    const all = Promise.all(loads).finally(() => (done = true));
    while (!done) busy.push(await searchMs(base));
    await all;
  }
  const quietP50 = percentile(quiet, 50);
  const busyP50 = percentile(busy, 50);
  return {
    samples: times.length,
    renderP50: percentile(times, 50),
    renderP90: percentile(times, 90),
    withoutResults,
    quietSearchP50: quietP50,
    busySearchP50: busyP50,
    ratio: busyP50 / quietP50,
  };
}

const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

export function pageReport(figures: PageFigures): string {
  const f = (ms: number) => ms.toFixed(1);
  return [
    '| server rendering | value | goal | |',
    '|---|--:|--:|---|',
    `| render p50 (${figures.samples} pages) | ${f(figures.renderP50)} ms | ≤ ${GOALS.renderP50Ms} ms | ${verdict(figures.renderP50 <= GOALS.renderP50Ms)} |`,
    `| render p90 | ${f(figures.renderP90)} ms | | |`,
    `| pages without results | ${figures.withoutResults} | 0 | ${verdict(figures.withoutResults === 0)} |`,
    `| /api/search p50 alone | ${f(figures.quietSearchP50)} ms | | |`,
    `| /api/search p50 during bursts of ${BURST} page loads | ${f(figures.busySearchP50)} ms (${figures.ratio.toFixed(1)}×) | ≤ ${GOALS.burstRatio}× | ${verdict(figures.ratio <= GOALS.burstRatio)} |`,
  ].join('\n');
}
