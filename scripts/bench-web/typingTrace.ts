/**
 * Where typing's time goes, by kind of work: the benchmark's typing journey (" og barnehage" into `/datasets?q=vann`,
 * 4× CPU) once, under Chromium's timeline trace, on the built app (`dist/`, served by the local service on a free
 * port). Prints the main thread's time in event handlers (script run by a key), other script, style, layout and
 * paint, and each style recalculation and layout with the elements it touched: whether a keystroke costs script
 * or rendering, and the main thread's long tasks in order (what a key typed during one waits for). The V8 profile of
 * `bench:typing-profile` cannot tell: under CPU throttling, native rendering and the throttle's own pauses both land
 * in "(program)". One run: for finding the cost, not for figures against the goal.
 *
 *   npm run build && npm run bench:typing-trace
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { z } from 'zod';

import { launchBrowser, pageReadyToType, typeJourney, TYPING_TOOL } from './browserRuns';
import { startServer } from './serverProcess';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { path: PATH, cpu: CPU } = TYPING_TOOL;

/** The trace's complete events ("X"), durations in microseconds. */
const TraceEvent = z.object({
  name: z.string(),
  ph: z.string(),
  ts: z.number(),
  tid: z.number(),
  dur: z.number().optional(),
  args: z
    .object({
      elementCount: z.number().optional(),
      beginData: z.object({ dirtyObjects: z.number().optional() }).optional(),
      data: z.object({ type: z.string().optional() }).passthrough().optional(),
    })
    .passthrough()
    .optional(),
});
const Trace = z.object({ traceEvents: z.array(TraceEvent) });
type TraceEvent = z.infer<typeof TraceEvent>;

/** A task at least this long is listed with what it did (a key's own task is about 15-35 ms at 4x). */
const LONG_TASK_MS = 25;

/** The kinds of main-thread work reported, by the trace's event names. */
const KINDS: readonly (readonly [string, string])[] = [
  ['EventDispatch', 'event handlers (keys, input)'],
  ['FunctionCall', 'other script (timers, messages, observers; outside event handlers)'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['PrePaint', 'pre-paint'],
  ['Paint', 'paint'],
  ['Layerize', 'layerize'],
  ['Commit', 'commit to the compositor'],
];

const folder = await mkdtemp(join(tmpdir(), 'typing-trace-'));
const tracePath = join(folder, 'trace.json');
const server = await startServer(ROOT, { STATIC_DIR: 'dist' });
const browser = await launchBrowser();
try {
  const { page } = await pageReadyToType(browser, server.url);
  await browser.startTracing(page, {
    path: tracePath,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await typeJourney(page);
  await page.waitForTimeout(TYPING_TOOL.afterMs);
  await browser.stopTracing();
  report(Trace.parse(JSON.parse(await readFile(tracePath, 'utf8'))).traceEvents);
} finally {
  await browser.close();
  await server.stop();
  await rm(folder, { recursive: true, force: true });
}

function report(events: readonly TraceEvent[]): void {
  const complete = events.filter((event) => event.ph === 'X' && event.dur !== undefined);
  const ms = (event: TraceEvent) => (event.dur ?? 0) / 1000;
  // Script a listener runs is traced inside its EventDispatch: counted there only.
  const handlers = complete.filter((event) => event.name === 'EventDispatch');
  const inHandler = (event: TraceEvent) =>
    handlers.some(
      (handler) =>
        handler.tid === event.tid &&
        handler.ts <= event.ts &&
        event.ts + (event.dur ?? 0) <= handler.ts + (handler.dur ?? 0),
    );
  const lines = [
    `Typing " og barnehage" into ${PATH} at ${CPU}× CPU, one run: main-thread time by kind (times are throttled).`,
    '',
    ...KINDS.map(([name, label]) => {
      const of = complete.filter(
        (event) => event.name === name && !(name === 'FunctionCall' && inHandler(event)),
      );
      const total = of.reduce((sum, event) => sum + ms(event), 0);
      return `${total.toFixed(0).padStart(6)} ms  ${label} (${name}, ${of.length}×)`;
    }),
    '',
    `Style recalculations (ms / elements): ${complete
      .filter((event) => event.name === 'UpdateLayoutTree' && ms(event) >= 1)
      .map((event) => `${ms(event).toFixed(1)}/${event.args?.elementCount ?? '?'}`)
      .join(' ')}`,
    `Layouts (ms / objects to lay out): ${complete
      .filter((event) => event.name === 'Layout' && ms(event) >= 1)
      .map((event) => `${ms(event).toFixed(1)}/${event.args?.beginData?.dirtyObjects ?? '?'}`)
      .join(' ')}`,
    '',
    `Tasks of ${LONG_TASK_MS} ms or more on the main thread, from the first key (ms after it, ms long: what took it):`,
    ...longTasks(complete),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** The page's main thread is the one that dispatched the keys. */
function mainThread(events: readonly TraceEvent[]): number | null {
  const counts = new Map<number, number>();
  for (const event of events) {
    if (event.name === 'EventDispatch') counts.set(event.tid, (counts.get(event.tid) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function longTasks(complete: readonly TraceEvent[]): string[] {
  const main = mainThread(complete);
  const onMain = complete.filter((event) => event.tid === main);
  const firstKey = onMain.find((event) => event.name === 'EventDispatch')?.ts ?? 0;
  const end = (event: TraceEvent) => event.ts + (event.dur ?? 0);
  return onMain
    .filter(
      (task) => task.name === 'RunTask' && (task.dur ?? 0) >= LONG_TASK_MS * 1000 && task.ts >= firstKey,
    )
    .map((task) => {
      const parts = new Map<string, number>();
      const inTask = onMain.filter(
        (event) => event !== task && event.ts >= task.ts && end(event) <= end(task),
      );
      const handlers = inTask.filter((event) => event.name === 'EventDispatch');
      const inHandler = (event: TraceEvent) =>
        handlers.some((handler) => handler.ts <= event.ts && end(event) <= end(handler));
      for (const event of inTask) {
        if (!KINDS.some(([name]) => name === event.name)) continue;
        // A key's handlers nest (keypress holds textInput, which holds input): its keypress stands for them all,
        // and script they ran is counted there.
        if (event.name === 'EventDispatch' && event.args?.data?.type !== 'keypress') continue;
        if (event.name === 'FunctionCall' && inHandler(event)) continue;
        const label = event.name === 'EventDispatch' ? 'key' : event.name;
        parts.set(label, (parts.get(label) ?? 0) + (event.dur ?? 0) / 1000);
      }
      const what = [...parts]
        .filter(([, time]) => time >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([label, time]) => `${label} ${time.toFixed(0)}`)
        .join(', ');
      return `${((task.ts - firstKey) / 1000).toFixed(0).padStart(6)} ${((task.dur ?? 0) / 1000).toFixed(0).padStart(5)}  ${what}`;
    });
}
