/**
 * `npm run bench:web`: issue 11's measuring instrument. Builds the app and the minimal page and writes the floor
 * pages, starts the local service on free ports (the app, the minimal page, the floor pages, the app on a catalogue
 * with a 15 000-value facet), measures in Chromium at each CPU rate and with Lighthouse, and prints medians beside
 * the goals as Markdown.
 * Progress goes to stderr; the report to stdout (and JSON to `--json FILE`).
 */
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { BenchArgumentError, parseBenchArgs, USAGE, type BenchArgs } from './args';
import { launchBrowser, measureLoad, measureLoadAndClick, measureTyping } from './browserRuns';
import { buildApp, buildMinimal } from './builds';
import { DISTINCT_PLACES, writeManyPlacesCatalogue } from './catalogueFile';
import type {
  BaselineFigures,
  BenchFigures,
  ClickFigures,
  CpuFigures,
  LighthouseCase,
  LighthouseFigures,
  Preset,
  TypingFigures,
} from './figures';
import { WITH_DATABASE, writeFloorPages, type FloorDirs } from './floorPages';
import { runLighthouse } from './lighthouseRuns';
import type { ClickResult, LoadResult } from './probes';
import { markdownReport } from './report';
import { startServer, type RunningServer } from './serverProcess';
import type { TypingResult } from './typing';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Issue 30's journey: a search with a query, typed on. */
const TYPING_PATH = '/datasets?q=vann';
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

const NO_LOAD: LoadResult = { searchLeaves: null, firstHitPainted: null };
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
const addLoad = (figures: CpuFigures['app'], load: LoadResult): void => {
  figures.searchLeaves.push(load.searchLeaves);
  figures.firstHitPainted.push(load.firstHitPainted);
};

interface Servers {
  readonly app: RunningServer;
  readonly minimal: RunningServer;
  /** Null where the browser half does not run (`--only lighthouse`). */
  readonly floor: { readonly file: RunningServer; readonly inline: RunningServer } | null;
  readonly manyPlaces: RunningServer | null;
  /** The baseline build on the default catalogue and on the 15 000-value one (`--baseline`). */
  readonly baseline: { readonly app: RunningServer; readonly manyPlaces: RunningServer } | null;
}

const emptyLoad = (): CpuFigures['app'] => ({ searchLeaves: [], firstHitPainted: [] });

async function browserFigures(args: BenchArgs, servers: Servers): Promise<CpuFigures[]> {
  const { manyPlaces, floor } = servers;
  if (manyPlaces === null || floor === null) return [];
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
      };
      // Interleaved, so a burst of load on the machine touches every target alike.
      for (let run = 1; run <= args.runs; run++) {
        progress(`browser ${cpu}× CPU, run ${run} of ${args.runs}`);
        const app = await orMissing('the app', () =>
          measureLoadAndClick(browser, `${servers.app.url}/`, cpu),
        );
        addLoad(figures.app, app?.load ?? NO_LOAD);
        addClick(figures.click, app?.click ?? NO_CLICK);
        if (servers.baseline && baseline) {
          const { url } = servers.baseline.app;
          const before = await orMissing('the baseline', () => measureLoadAndClick(browser, `${url}/`, cpu));
          addLoad(baseline.app, before?.load ?? NO_LOAD);
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
        const minimal = await orMissing('the minimal page', () =>
          measureLoad(browser, `${servers.minimal.url}/`, cpu),
        );
        addLoad(figures.minimal, minimal ?? NO_LOAD);
        const direct = await orMissing('the floor page', () =>
          measureLoad(browser, `${floor.file.url}/`, cpu),
        );
        addLoad(figures.floor.direct, direct ?? NO_LOAD);
        const database = await orMissing('the floor page with the database', () =>
          measureLoad(browser, `${floor.file.url}/?${WITH_DATABASE}`, cpu),
        );
        addLoad(figures.floor.database, database ?? NO_LOAD);
        const inline = await orMissing('the inline floor page with the database', () =>
          measureLoad(browser, `${floor.inline.url}/?${WITH_DATABASE}`, cpu, { bypassCsp: true }),
        );
        addLoad(figures.floor.inlineDatabase, inline ?? NO_LOAD);
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
  const cases: LighthouseCase[] = [];
  for (const path of LIGHTHOUSE_PATHS) {
    for (const preset of PRESETS) {
      const figures: LighthouseCase = { path, preset, app: emptyLighthouse(), minimal: emptyLighthouse() };
      for (let run = 1; run <= args.lighthouseRuns; run++) {
        for (const target of ['app', 'minimal'] as const) {
          progress(`lighthouse ${preset} ${path} ${target}, run ${run} of ${args.lighthouseRuns}`);
          const result = await orMissing(`Lighthouse on ${target}`, () =>
            runLighthouse(ROOT, `${servers[target].url}${path}`, preset),
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
    progress('building the minimal page');
    await buildMinimal(ROOT, join(work, 'minimal'));
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
    const [app, minimal, floorFile, floorInline, manyPlaces] = await Promise.all([
      start({}),
      start({ STATIC_DIR: join(work, 'minimal') }),
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
    const servers: Servers = { app, minimal, floor, manyPlaces, baseline };
    const browser = args.browser ? await browserFigures(args, servers) : [];
    await Promise.all([
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
