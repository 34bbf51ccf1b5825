/**
 * What a server-rendered page's main thread does from navigation until it has hydrated: one load of the built app
 * (`dist/`, served by the local service on a free port) at 4× CPU in Chromium (the e2e tests' launch options),
 * under the timeline trace and V8's sampling profiler at once. Prints the first contentful paint and each task of
 * 20 ms or more, with its largest trace events and the functions sampled most in it (named through the build's
 * source maps): whether every task after the paint stays under the 50 ms that make it "long", and what a longer one
 * does. The profiler makes script slower than it is; one run, for finding the cost, not for figures against a goal.
 *
 *   npm run build && npm run bench:hydration-tasks -- [path]     (default /datasets?q=vann)
 */
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { launchBrowser } from './browserRuns';
import { startServer } from './serverProcess';
import { CpuProfile, sourceLabeller } from './sourceLabels';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const path = process.argv[2] ?? '/datasets?q=vann';
const CPU = 4;
/** Sampling interval, in microseconds. */
const INTERVAL_US = 200;
const TASK_MIN_MS = 20;
/** Long enough after the load for hydration's last slices. */
const SETTLE_MS = 3_000;

const TraceEvent = z.object({
  name: z.string(),
  ts: z.number(),
  tid: z.number(),
  pid: z.number(),
  dur: z.number().optional(),
});
type TraceEvent = z.infer<typeof TraceEvent>;
const TraceChunk = z.object({ value: z.array(z.unknown()) });

const server = await startServer(ROOT, { STATIC_DIR: 'dist' });
const browser = await launchBrowser();
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (chunk) => {
    for (const event of TraceChunk.parse(chunk).value) {
      const read = TraceEvent.safeParse(event);
      if (read.success) events.push(read.data);
    }
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: INTERVAL_US });
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await page.goto(new URL(path, server.url).href, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const { profile } = z.object({ profile: CpuProfile }).parse(await cdp.send('Profiler.stop'));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await complete;
  report(events, profile);
} finally {
  await browser.close();
  await server.stop();
}

function report(events: readonly TraceEvent[], profile: CpuProfile): void {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const start = events.find((event) => event.name === 'navigationStart' && event.tid === paint?.tid);
  if (!paint || !start) throw new Error('the trace has no first contentful paint');
  const onMain = events.filter((event) => event.pid === paint.pid && event.tid === paint.tid);
  const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
  const ms = (us: number) => String(Math.round(us / 1000)).padStart(6);
  const samples = sampleTimes(profile);
  const label = sourceLabeller(ROOT);

  const lines = [
    `${path} at ${CPU}× CPU: first contentful paint at ${ms(paint.ts - start.ts).trim()} ms`,
    `Tasks of ${TASK_MIN_MS} ms or more (ms after navigation, ms long; trace events; functions sampled most):`,
  ];
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && (event.dur ?? 0) >= TASK_MIN_MS * 1000 && event.ts >= start.ts,
  );
  for (const task of tasks) {
    const inTask = onMain.filter((event) => event !== task && event.ts >= task.ts && end(event) <= end(task));
    const traced = [...inTask]
      .filter((event) => (event.dur ?? 0) >= 2_000 && event.name !== 'RunTask')
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 4)
      .map((event) => `${event.name} ${ms(event.dur ?? 0).trim()}`);
    const sampled = new Map<string, number>();
    for (const { ts, frame } of samples) {
      if (ts < task.ts || ts > end(task)) continue;
      const name = label(frame);
      sampled.set(name, (sampled.get(name) ?? 0) + 1);
    }
    const count = [...sampled.values()].reduce((sum, n) => sum + n, 0);
    const functions = [...sampled]
      .filter(([name]) => !name.startsWith('('))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, n]) => `${Math.round(((task.dur ?? 0) * n) / count / 1000)} ms ${name}`);
    const when = task.ts < paint.ts ? 'before the paint' : 'after';
    lines.push(`${ms(task.ts - start.ts)} ${ms(task.dur ?? 0)}  ${when}: ${traced.join(', ')}`);
    for (const line of functions) lines.push(`                ${line}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Each sample's time (the trace's clock) and the function it was taken in. */
function sampleTimes(profile: CpuProfile): { ts: number; frame: CpuProfile['nodes'][number]['callFrame'] }[] {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  let ts = profile.startTime;
  return profile.samples.flatMap((id, index) => {
    ts += profile.timeDeltas[index] ?? 0;
    const frame = frames.get(id);
    return frame ? [{ ts, frame }] : [];
  });
}
