/**
 * Where typing's time goes: the benchmark's typing journey (" og barnehage" into `/datasets?q=vann`, 4× CPU) once,
 * under V8's sampling profiler, on the built app (`dist/`, served by the local service on a free port). Prints the
 * functions with the most time of their own and the app's functions (`src/`) with the most time including what they
 * call, mapped through the build's source maps to their names and lines in the source. Native work (style, layout,
 * paint) shows as "(program)". One run: for finding the cost, not for figures against the goal (`bench:web` has those).
 *
 *   npm run build && npm run bench:typing-profile
 */
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { launchBrowser, pageReadyToType, typeJourney, TYPING_TOOL } from './browserRuns';
import { startServer } from './serverProcess';
import { CpuProfile, sourceLabeller } from './sourceLabels';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { path: PATH, cpu: CPU } = TYPING_TOOL;
/** Sampling interval, in microseconds. */
const INTERVAL_US = 200;
const TOP = 30;

const server = await startServer(ROOT, { STATIC_DIR: 'dist' });
const browser = await launchBrowser();
try {
  const { page, cdp } = await pageReadyToType(browser, server.url);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: INTERVAL_US });
  await cdp.send('Profiler.start');
  await typeJourney(page);
  await page.waitForTimeout(TYPING_TOOL.afterMs);
  const { profile } = z.object({ profile: CpuProfile }).parse(await cdp.send('Profiler.stop'));
  report(profile);
} finally {
  await browser.close();
  await server.stop();
}

function report(profile: CpuProfile): void {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) =>
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
  );

  const label = sourceLabeller(ROOT);
  const own = new Map<string, number>();
  const including = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const name = label(frames.get(id));
    own.set(name, (own.get(name) ?? 0) + us);
    // Each app function once per sample, however deep its recursion.
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      const caller = label(frames.get(node));
      if (!caller.includes(' src/') || seen.has(caller)) continue;
      seen.add(caller);
      including.set(caller, (including.get(caller) ?? 0) + us);
    }
  }
  const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
  const ms = (us: number) => String(Math.round(us / 1000)).padStart(6);
  const print = (title: string, rows: Map<string, number>) => {
    process.stdout.write(`\n${title}\n`);
    for (const [name, us] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, TOP))
      process.stdout.write(`${ms(us)} ms  ${name}\n`);
  };
  process.stdout.write(`Typing "${PATH}" at ${CPU}× CPU, profiled: ${ms(total).trim()} ms in all\n`);
  print('Own time:', own);
  print('The app’s functions, with what they call:', including);
}
