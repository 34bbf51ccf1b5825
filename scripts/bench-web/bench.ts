/**
 * `npm run bench:web`: issue 11's measuring instrument. Builds the app and the minimal page and writes the floor
 * pages, starts the local service on free ports (the app, the app's shell with `PRERENDER=off`, the minimal page,
 * the floor pages, the app on a catalogue with a 15 000-value facet), measures in Chromium at each CPU rate, on a
 * slow phone (server rendering against the shell) and with Lighthouse, and prints medians beside the goals as
 * Markdown.
 * Progress goes to stderr; the report to stdout (and JSON to `--json FILE`).
 */
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { BenchArgumentError, parseBenchArgs, USAGE, type BenchArgs } from './args';
import type { Browser } from '@playwright/test';

import {
  launchBrowser,
  measureLoad,
  measureLoadAndClick,
  measureTyping,
  SLOW_4G,
  type PageOptions,
} from './browserRuns';
import { buildApp, buildMinimal } from './builds';
import { DISTINCT_PLACES, writeManyPlacesCatalogue } from './catalogueFile';
import type {
  BaselineFigures,
  BenchFigures,
  BrowserFigures,
  ClickFigures,
  CpuFigures,
  LighthouseCase,
  LighthouseFigures,
  Preset,
  RenderingFigures,
  TypingFigures,
} from './figures';
import { WITH_DATABASE, writeFloorPages, writePaintFloor, type FloorDirs } from './floorPages';
import { runLighthouse } from './lighthouseRuns';
import type { ClickResult, LoadResult } from './probes';
import { markdownReport } from './report';
import { startServer, type RunningServer } from './serverProcess';
import type { TypingResult } from './typing';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Issue 30's journey: a search with a query, typed on. */
const TYPING_PATH = '/datasets?q=vann';
/** Issue 27's shared search, opened server-rendered and as the shell. */
const SHARED_SEARCH_PATH = '/datasets?q=vann';
/** The slow phone's CPU slow-down, with slow 4G. */
const SLOW_PHONE_CPU = 4;
const LIGHTHOUSE_PATHS = ['/', '/datasets?q=vann'];
const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

const progress = (line: string): void => {
  process.stderr.write(`bench:web ${line}\n`);
};

/** A run that fails (a timeout on a busy machine) counts as a run without figures instead of ending the benchmark. */
async function orMissing<T>(what: string, measure: () => Promise<T>): Promise<T | null> {
  try {
    return await measure();
  } catch (error) {
    progress(
      `${what}: no figures from this run (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`,
    );
    return null;
  }
}

const NO_LOAD: LoadResult = {
  searchLeaves: null,
  searchesSent: 0,
  nonBlankPaint: null,
  framePainted: null,
  firstHitPainted: null,
};
const NO_CLICK: ClickResult = { clickFeedback: null, answerRendered: null, responseInteractive: null };

const emptyClick = (): ClickFigures => ({ clickFeedback: [], answerRendered: [], responseInteractive: [] });
const addClick = (figures: ClickFigures, click: ClickResult): void => {
  figures.clickFeedback.push(click.clickFeedback);
  figures.answerRendered.push(click.answerRendered);
  figures.responseInteractive.push(click.responseInteractive);
};
const emptyTyping = (): TypingFigures => ({ p90: [], max: [] });
const addTyping = (figures: TypingFigures, typing: TypingResult | null): void => {
  figures.p90.push(typing?.p90 ?? null);
  figures.max.push(typing?.max ?? null);
};
const addLoad = (figures: BrowserFigures, load: LoadResult | null): void => {
  const measured = load ?? NO_LOAD;
  figures.searchLeaves.push(measured.searchLeaves);
  figures.firstHitPainted.push(measured.firstHitPainted);
  // A run without figures has no count either: 0 would read as "none sent".
  figures.searchesSent.push(load === null ? null : load.searchesSent);
  figures.nonBlankPaint.push(measured.nonBlankPaint);
  figures.framePainted.push(measured.framePainted);
};

interface Servers {
  /** The app as the service serves it by default: pages rendered with their results. */
  readonly app: RunningServer;
  /** The same build from a service that sends the shell (`PRERENDER=off`); null without the rendering part. */
  readonly shell: RunningServer | null;
  /** The paint floor's page (floorPages.ts); null without the rendering part. */
  readonly paintFloor: RunningServer | null;
  /** Null with the rendering part alone. */
  readonly minimal: RunningServer | null;
  /** Null where the browser half does not run (`--only lighthouse`). */
  readonly floor: { readonly file: RunningServer; readonly inline: RunningServer } | null;
  readonly manyPlaces: RunningServer | null;
  /** The baseline build on the default catalogue and on the 15 000-value one (`--baseline`). */
  readonly baseline: { readonly app: RunningServer; readonly manyPlaces: RunningServer } | null;
}

const emptyLoad = (): BrowserFigures => ({
  searchLeaves: [],
  firstHitPainted: [],
  searchesSent: [],
  nonBlankPaint: [],
  framePainted: [],
});
const emptyRendering = (): RenderingFigures => ({ rendered: emptyLoad(), shell: emptyLoad() });

/** One turn of the shared search opened server-rendered, then as the shell. */
async function measureRendering(
  browser: Browser,
  servers: { app: RunningServer; shell: RunningServer },
  cpu: number,
  into: RenderingFigures,
  options: PageOptions = {},
): Promise<void> {
  const where = options.network ? ' on slow 4G' : '';
  addLoad(
    into.rendered,
    await orMissing(`the server-rendered page${where}`, () =>
      measureLoad(browser, `${servers.app.url}${SHARED_SEARCH_PATH}`, cpu, options),
    ),
  );
  addLoad(
    into.shell,
    await orMissing(`the shell${where}`, () =>
      measureLoad(browser, `${servers.shell.url}${SHARED_SEARCH_PATH}`, cpu, options),
    ),
  );
}

async function browserFigures(args: BenchArgs, servers: Servers): Promise<CpuFigures[]> {
  const { manyPlaces, floor, minimal, shell } = servers;
  const browserPart =
    manyPlaces !== null && floor !== null && minimal !== null ? { manyPlaces, floor, minimal } : null;
  if (browserPart === null && shell === null) return [];
  const browser = await launchBrowser();
  try {
    const all: CpuFigures[] = [];
    for (const cpu of args.cpu) {
      const baseline: BaselineFigures | null = servers.baseline
        ? { app: emptyLoad(), click: emptyClick(), click15k: emptyClick(), typing: emptyTyping() }
        : null;
      const figures: CpuFigures = {
        cpu,
        app: emptyLoad(),
        minimal: emptyLoad(),
        floor: { direct: emptyLoad(), database: emptyLoad(), inlineDatabase: emptyLoad() },
        click: emptyClick(),
        click15k: emptyClick(),
        typing: emptyTyping(),
        ...(baseline ? { baseline } : {}),
        ...(shell === null ? {} : { rendering: emptyRendering() }),
      };
      // Interleaved, so a burst of load on the machine touches every target alike.
      for (let run = 1; run <= args.runs; run++) {
        progress(`browser ${cpu}× CPU, run ${run} of ${args.runs}`);
        if (shell !== null && figures.rendering) {
          await measureRendering(browser, { app: servers.app, shell }, cpu, figures.rendering);
        }
        if (browserPart === null) continue;
        const { minimal, floor, manyPlaces } = browserPart;
        const app = await orMissing('the app', () =>
          measureLoadAndClick(browser, `${servers.app.url}/`, cpu),
        );
        addLoad(figures.app, app?.load ?? null);
        addClick(figures.click, app?.click ?? NO_CLICK);
        if (servers.baseline && baseline) {
          const { url } = servers.baseline.app;
          const before = await orMissing('the baseline', () => measureLoadAndClick(browser, `${url}/`, cpu));
          addLoad(baseline.app, before?.load ?? null);
          addClick(baseline.click, before?.click ?? NO_CLICK);
        }
        const typing = await orMissing('typing', () =>
          measureTyping(browser, `${servers.app.url}${TYPING_PATH}`, cpu),
        );
        addTyping(figures.typing, typing);
        if (servers.baseline && baseline) {
          const { url } = servers.baseline.app;
          const before = await orMissing('typing on the baseline', () =>
            measureTyping(browser, `${url}${TYPING_PATH}`, cpu),
          );
          addTyping(baseline.typing, before);
        }
        const minimalLoad = await orMissing('the minimal page', () =>
          measureLoad(browser, `${minimal.url}/`, cpu),
        );
        addLoad(figures.minimal, minimalLoad);
        const direct = await orMissing('the floor page', () =>
          measureLoad(browser, `${floor.file.url}/`, cpu),
        );
        addLoad(figures.floor.direct, direct);
        const database = await orMissing('the floor page with the database', () =>
          measureLoad(browser, `${floor.file.url}/?${WITH_DATABASE}`, cpu),
        );
        addLoad(figures.floor.database, database);
        const inline = await orMissing('the inline floor page with the database', () =>
          measureLoad(browser, `${floor.inline.url}/?${WITH_DATABASE}`, cpu, { bypassCsp: true }),
        );
        addLoad(figures.floor.inlineDatabase, inline);
        const many = await orMissing('the 15 000-value facet', () =>
          measureLoadAndClick(browser, `${manyPlaces.url}/`, cpu),
        );
        addClick(figures.click15k, many?.click ?? NO_CLICK);
        if (servers.baseline && baseline) {
          const { url } = servers.baseline.manyPlaces;
          const before = await orMissing('the baseline with the 15 000-value facet', () =>
            measureLoadAndClick(browser, `${url}/`, cpu),
          );
          addClick(baseline.click15k, before?.click ?? NO_CLICK);
        }
      }
      all.push(figures);
    }
    return all;
  } finally {
    await browser.close();
  }
}

/** The slow phone: slow 4G and the CPU slowed, server-rendered against the shell, turn by turn. */
async function slowPhoneFigures(args: BenchArgs, servers: Servers): Promise<BenchFigures['slowPhone']> {
  const { shell, paintFloor } = servers;
  if (shell === null || paintFloor === null) return null;
  const browser = await launchBrowser();
  try {
    const figures = { cpu: SLOW_PHONE_CPU, ...emptyRendering(), floor: emptyLoad() };
    for (let run = 1; run <= args.runs; run++) {
      progress(`slow phone (slow 4G, ${SLOW_PHONE_CPU}× CPU), run ${run} of ${args.runs}`);
      await measureRendering(browser, { app: servers.app, shell }, SLOW_PHONE_CPU, figures, {
        network: SLOW_4G,
      });
      addLoad(
        figures.floor,
        await orMissing('the paint floor on slow 4G', () =>
          measureLoad(
            browser,
            `${paintFloor.url}${SHARED_SEARCH_PATH}`,
            SLOW_PHONE_CPU,
            { network: SLOW_4G },
            'search field',
          ),
        ),
      );
    }
    return figures;
  } finally {
    await browser.close();
  }
}

const emptyLighthouse = (): LighthouseFigures => ({
  performance: [],
  accessibility: [],
  bestPractices: [],
  seo: [],
  lcp: [],
  cls: [],
  tbt: [],
});

async function lighthouseFigures(args: BenchArgs, servers: Servers): Promise<LighthouseCase[]> {
  const { app, minimal } = servers;
  if (minimal === null) return [];
  const targets = { app, minimal };
  const cases: LighthouseCase[] = [];
  for (const path of LIGHTHOUSE_PATHS) {
    for (const preset of PRESETS) {
      const figures: LighthouseCase = { path, preset, app: emptyLighthouse(), minimal: emptyLighthouse() };
      for (let run = 1; run <= args.lighthouseRuns; run++) {
        for (const target of ['app', 'minimal'] as const) {
          progress(`lighthouse ${preset} ${path} ${target}, run ${run} of ${args.lighthouseRuns}`);
          const result = await orMissing(`Lighthouse on ${target}`, () =>
            runLighthouse(ROOT, `${targets[target].url}${path}`, preset),
          );
          const into = figures[target];
          for (const key of Object.keys(into) as (keyof LighthouseFigures)[])
            into[key].push(result?.[key] ?? null);
        }
      }
      cases.push(figures);
    }
  }
  return cases;
}

async function main(): Promise<number> {
  let args: BenchArgs;
  try {
    args = parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof BenchArgumentError)) throw error;
    process.stderr.write(`bench:web: ${error.message}\n${USAGE}\n`);
    return 2;
  }
  const baselineDir = args.baseline === null ? null : resolve(args.baseline);
  if (baselineDir !== null) {
    try {
      await access(join(baselineDir, 'index.html'));
    } catch {
      process.stderr.write(
        `bench:web: --baseline ${baselineDir} holds no index.html: give a built dist folder\n`,
      );
      return 2;
    }
  }
  const startedAt = new Date().toISOString();
  const loadStart = loadavg()[0] ?? 0;
  const work = await mkdtemp(join(tmpdir(), 'bench-web-'));
  const running: RunningServer[] = [];
  const start = async (env: Record<string, string>): Promise<RunningServer> => {
    const server = await startServer(ROOT, env);
    running.push(server);
    return server;
  };
  try {
    if (!args.skipBuild) {
      progress('building the app (vite build)');
      await buildApp(ROOT);
    }
    const withMinimal = args.browser || args.lighthouse;
    if (withMinimal) {
      progress('building the minimal page');
      await buildMinimal(ROOT, join(work, 'minimal'));
    }
    const catalogue = join(work, 'many-places.ndjson');
    let floorDirs: FloorDirs | null = null;
    if (args.browser) {
      progress(`writing a catalogue with ${DISTINCT_PLACES} places, and the floor pages`);
      [, floorDirs] = await Promise.all([
        writeManyPlacesCatalogue(catalogue),
        writeFloorPages(join(work, 'floor')),
      ]);
    }
    progress('starting the local service');
    const paintFloorDir = args.rendering ? await writePaintFloor(join(work, 'paint-floor')) : null;
    const [app, shell, paintFloor, minimal, floorFile, floorInline, manyPlaces] = await Promise.all([
      start({}),
      args.rendering ? start({ PRERENDER: 'off' }) : null,
      paintFloorDir ? start({ STATIC_DIR: paintFloorDir }) : null,
      withMinimal ? start({ STATIC_DIR: join(work, 'minimal') }) : null,
      floorDirs ? start({ STATIC_DIR: floorDirs.file }) : null,
      floorDirs ? start({ STATIC_DIR: floorDirs.inline }) : null,
      args.browser ? start({ CATALOGUE_FILE: catalogue }) : null,
    ]);
    const floor = floorFile && floorInline ? { file: floorFile, inline: floorInline } : null;
    // The baseline build is served by this checkout's service, as the app is: only the page's code differs.
    const baseline =
      args.browser && baselineDir !== null
        ? {
            app: await start({ STATIC_DIR: baselineDir }),
            manyPlaces: await start({ STATIC_DIR: baselineDir, CATALOGUE_FILE: catalogue }),
          }
        : null;
    const servers: Servers = { app, shell, paintFloor, minimal, floor, manyPlaces, baseline };
    const browser = args.browser || args.rendering ? await browserFigures(args, servers) : [];
    const slowPhone = args.rendering ? await slowPhoneFigures(args, servers) : null;
    await Promise.all([
      shell?.stop(),
      paintFloor?.stop(),
      floor?.file.stop(),
      floor?.inline.stop(),
      manyPlaces?.stop(),
      baseline?.app.stop(),
      baseline?.manyPlaces.stop(),
    ]);
    const lighthouse = args.lighthouse ? await lighthouseFigures(args, servers) : [];
    const figures: BenchFigures = {
      startedAt,
      ...(baseline && baselineDir !== null ? { baselineDir } : {}),
      loadStart,
      loadEnd: loadavg()[0] ?? 0,
      cores: availableParallelism(),
      runs: args.runs,
      lighthouseRuns: args.lighthouseRuns,
      browser,
      slowPhone,
      lighthouse,
    };
    process.stdout.write(`${markdownReport(figures)}\n`);
    if (args.json !== null) await writeFile(args.json, `${JSON.stringify(figures, null, 2)}\n`);
    return 0;
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    await rm(work, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `bench:web: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
