/**
 * What Lighthouse's simulated mobile LCP waits for: one Lighthouse run on the built app (`dist/`, served by the
 * local service on a free port), then every node of the two graphs Lantern simulates for LCP (optimistic and
 * pessimistic; the metric is their mean), in simulated time: each request with its start, end and duration, and
 * each main-thread task Lantern kept, by its larger trace events. The latest end of each graph is its estimate.
 *
 *   npm run build && npm run bench:lcp-graph -- [path]     (default /datasets?q=vann)
 */
import { fileURLToPath } from 'node:url';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

import { startServer } from './serverProcess';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const path = process.argv[2] ?? '/datasets?q=vann';

/** Trace events of a task shorter than this are left out of its description. */
const EVENT_MIN_US = 2_000;

const server = await startServer(ROOT, { STATIC_DIR: 'dist' });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const result = await lighthouse(new URL(path, server.url).href, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  const lcp = result?.lhr.audits['largest-contentful-paint']?.numericValue;
  process.stdout.write(`Lighthouse mobile LCP ${lcp === undefined ? '?' : Math.round(lcp)} ms for ${path}\n`);
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!label.endsWith('LargestContentfulPaint')) continue;
    const rows = [...timings].map(([node, timing]) => ({ node, ...timing }));
    rows.sort((a, b) => a.startTime - b.startTime);
    const end = Math.max(...rows.map((row) => row.endTime));
    process.stdout.write(`\n${label}: ends at ${Math.round(end)} ms\n  start    end  took  node\n`);
    for (const { node, startTime, endTime } of rows) {
      const what =
        node.type === 'network'
          ? `request ${new URL(node.request.url).pathname}`
          : `task ${node.childEvents
              .filter((event) => (event.dur ?? 0) >= EVENT_MIN_US)
              .slice(0, 4)
              .map((event) => event.name)
              .join(', ')}`;
      const cells = [startTime, endTime, endTime - startTime].map((ms) => String(Math.round(ms)).padStart(5));
      process.stdout.write(`  ${cells.join('  ')}  ${what}\n`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
