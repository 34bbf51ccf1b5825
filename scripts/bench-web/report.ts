/** The benchmark's figures as Markdown: medians, the minimal page beside the app, the goals beside each figure. */
import type {
  BenchFigures,
  BrowserFigures,
  ClickFigures,
  CpuFigures,
  LighthouseCase,
  LighthouseFigures,
  RenderingFigures,
  SlowPhoneFigures,
  TypingFigures,
} from './figures';
import {
  FACET_ANSWER_RENDERED,
  FIRST_SEARCH_LEAVES,
  FULL_SCORE,
  LAYOUT_SHIFT,
  MOBILE_LCP,
  PERFORMANCE,
  RENDERED_TO_SHELL,
  SEARCHES_ON_OPEN,
  SLOW_PHONE_FIRST_RESULT,
  SLOW_PHONE_FRAME,
  RESPONSE_TO_INTERACTIVE_15K,
  TYPING_MAX,
  TYPING_P90,
  formatGoal,
  formatValue,
  verdict,
  type Goal,
  type Unit,
} from './goals';
import { median } from './stats';
import { TYPED } from './typing';

/** Results mean little on a busy machine: above this 1-minute load average the report says so. */
export const QUIET_LOAD = 1.5;

export interface Row {
  readonly measure: string;
  /** `1×`, `mobile /`, …: where the figure was taken. */
  readonly where: string;
  readonly app: number | null;
  /** Undefined where the minimal page has nothing to compare (it has no facets). */
  readonly minimal: number | null | undefined;
  /** The same measure of the baseline build (`--baseline`); undefined without one, or where it has none. */
  readonly baseline?: number | null;
  readonly unit: Unit;
  readonly goal: Goal | null;
}

function clickRows(
  where: string,
  catalogue: string,
  click: ClickFigures,
  baseline: ClickFigures | undefined,
  goals: {
    rendered: Goal | null;
    interactive: Goal | null;
  },
): Row[] {
  const row = (
    measure: string,
    pick: (figures: ClickFigures) => (number | null)[],
    goal: Goal | null,
  ): Row => ({
    measure: `${measure} (${catalogue})`,
    where,
    app: median(pick(click)),
    minimal: undefined,
    ...(baseline ? { baseline: median(pick(baseline)) } : {}),
    unit: 'ms',
    goal,
  });
  return [
    row('facet click → checked state shown', (f) => f.clickFeedback, null),
    row('facet answer arrived → rendered', (f) => f.answerRendered, goals.rendered),
    row('facet answer arrived → main thread free', (f) => f.responseInteractive, goals.interactive),
  ];
}

function typingRows(
  where: string,
  cpu: number,
  typing: TypingFigures,
  baseline: TypingFigures | undefined,
): Row[] {
  const row = (
    measure: string,
    pick: (figures: TypingFigures) => (number | null)[],
    goal: Goal | null,
  ): Row => ({
    measure: `typing “${TYPED}” into \`/datasets?q=vann\` → ${measure}`,
    where,
    app: median(pick(typing)),
    minimal: undefined,
    ...(baseline ? { baseline: median(pick(baseline)) } : {}),
    unit: 'ms',
    goal,
  });
  return [
    row('p90 per keystroke (Event Timing)', (f) => f.p90, TYPING_P90[cpu] ?? null),
    row('longest keystroke (Event Timing)', (f) => f.max, TYPING_MAX[cpu] ?? null),
  ];
}

export function browserRows(figures: CpuFigures): Row[] {
  const where = `${figures.cpu}× CPU`;
  const { baseline } = figures;
  const baselineLoad = (pick: (load: CpuFigures['app']) => (number | null)[]) =>
    baseline ? { baseline: median(pick(baseline.app)) } : {};
  return [
    {
      measure: 'navigation → first `/api/search` leaves',
      where,
      app: median(figures.app.searchLeaves),
      minimal: median(figures.minimal.searchLeaves),
      ...baselineLoad((load) => load.searchLeaves),
      unit: 'ms',
      goal: FIRST_SEARCH_LEAVES[figures.cpu] ?? null,
    },
    {
      measure: 'navigation → first result painted',
      where,
      app: median(figures.app.firstHitPainted),
      minimal: median(figures.minimal.firstHitPainted),
      ...baselineLoad((load) => load.firstHitPainted),
      unit: 'ms',
      goal: null,
    },
    ...clickRows(where, 'default catalogue', figures.click, baseline?.click, {
      rendered: FACET_ANSWER_RENDERED[figures.cpu] ?? null,
      interactive: null,
    }),
    ...clickRows(where, '15 000-value facet', figures.click15k, baseline?.click15k, {
      rendered: null,
      interactive: RESPONSE_TO_INTERACTIVE_15K[figures.cpu] ?? null,
    }),
    ...typingRows(where, figures.cpu, figures.typing, baseline?.typing),
  ];
}

export function lighthouseRows(figures: LighthouseCase): Row[] {
  const where = `${figures.preset} \`${figures.path}\``;
  const row = (
    measure: string,
    pick: (target: LighthouseFigures) => (number | null)[],
    unit: Unit,
    goal: Goal | null,
  ): Row => ({
    measure,
    where,
    app: median(pick(figures.app)),
    minimal: median(pick(figures.minimal)),
    unit,
    goal,
  });
  return [
    row('performance', (f) => f.performance, 'score', PERFORMANCE[figures.preset]),
    row('accessibility', (f) => f.accessibility, 'score', FULL_SCORE),
    row('best practices', (f) => f.bestPractices, 'score', FULL_SCORE),
    row('SEO', (f) => f.seo, 'score', FULL_SCORE),
    row('LCP', (f) => f.lcp, 'ms', figures.preset === 'mobile' ? MOBILE_LCP : null),
    row('CLS', (f) => f.cls, 'shift', LAYOUT_SHIFT),
    row('TBT', (f) => f.tbt, 'ms', null),
  ];
}

/** One measure of server rendering: the rendered page's figure beside the shell's. */
export interface RenderingRow {
  readonly measure: string;
  readonly where: string;
  readonly rendered: number | null;
  /** Undefined where the row compares the two (a ratio). */
  readonly shell: number | null | undefined;
  readonly unit: Unit;
  readonly goal: Goal | null;
}

function ratio(part: number | null, whole: number | null): number | null {
  return part === null || whole === null || whole === 0 ? null : part / whole;
}

function paintRows(
  where: string,
  figures: RenderingFigures,
  goals: { frame: Goal | null; firstResult: Goal | null },
): RenderingRow[] {
  const row = (
    measure: string,
    pick: (load: BrowserFigures) => (number | null)[],
    unit: Unit,
    goal: Goal | null,
  ): RenderingRow => ({
    measure,
    where,
    rendered: median(pick(figures.rendered)),
    shell: median(pick(figures.shell)),
    unit,
    goal,
  });
  return [
    row('navigation → first non-blank paint', (f) => f.nonBlankPaint, 'ms', null),
    row('navigation → frame and search field painted', (f) => f.framePainted, 'ms', goals.frame),
    row('navigation → first result painted', (f) => f.firstHitPainted, 'ms', goals.firstResult),
    row('`/api/search` requests by then', (f) => f.searchesSent, 'count', SEARCHES_ON_OPEN),
  ];
}

/** Server rendering against the shell at one CPU rate on loopback: the figures and their ratio. */
export function renderingRows(cpu: number, figures: RenderingFigures): RenderingRow[] {
  const where = `${cpu}× CPU`;
  const rows = paintRows(where, figures, { frame: null, firstResult: null });
  return [
    ...rows,
    {
      measure: 'first result painted, server-rendered ÷ shell',
      where,
      rendered: ratio(median(figures.rendered.firstHitPainted), median(figures.shell.firstHitPainted)),
      shell: undefined,
      unit: 'ratio',
      goal: RENDERED_TO_SHELL[cpu] ?? null,
    },
  ];
}

/**
 * Server rendering against the shell on the slow phone (slow 4G, CPU slowed), and the paint floor: the first paint
 * of a page with nothing but a heading and a search field, the earliest any frame can be painted there.
 */
export function slowPhoneRows(figures: SlowPhoneFigures): RenderingRow[] {
  const where = `slow 4G, ${figures.cpu}× CPU`;
  return [
    ...paintRows(where, figures, { frame: SLOW_PHONE_FRAME, firstResult: SLOW_PHONE_FIRST_RESULT }),
    {
      measure: 'floor: a page of a heading and a search field → painted',
      where,
      rendered: median(figures.floor.framePainted),
      shell: undefined,
      unit: 'ms',
      goal: null,
    },
  ];
}

export function renderingTable(rows: readonly RenderingRow[]): string {
  return table(
    [
      { title: 'measure' },
      { title: 'where' },
      { title: 'server-rendered', numeric: true },
      { title: 'shell (`PRERENDER=off`)', numeric: true },
      { title: 'goal' },
      { title: 'server-rendered meets goal' },
    ],
    rows.map((row) => [
      row.measure,
      row.where,
      formatValue(row.rendered, row.unit),
      row.shell === undefined ? '' : formatValue(row.shell, row.unit),
      formatGoal(row.goal, row.unit),
      verdict(row.rendered, row.goal),
    ]),
  );
}

function cell(text: string): string {
  return text.replaceAll('|', '\\|');
}

interface Column {
  readonly title: string;
  /** Right-aligned. */
  readonly numeric?: boolean;
}

/** A Markdown table; every cell is escaped. */
function table(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => ['', ...cells, ''].join(' | ').trim();
  return [
    line(columns.map((column) => column.title)),
    `|${columns.map((column) => (column.numeric ? '--:' : '---')).join('|')}|`,
    ...rows.map((cells) => line(cells.map(cell))),
  ].join('\n');
}

export interface FloorRow {
  readonly page: string;
  readonly where: string;
  readonly searchLeaves: number | null;
  readonly firstHitPainted: number | null;
}

/** The floor pages' medians at one CPU rate: the earliest this machine lets a page send and paint a search. */
export function floorRows(figures: CpuFigures): FloorRow[] {
  const where = `${figures.cpu}× CPU`;
  const row = (page: string, load: CpuFigures['app']): FloorRow => ({
    page,
    where,
    searchLeaves: median(load.searchLeaves),
    firstHitPainted: median(load.firstHitPainted),
  });
  return [
    row('head script sends the search at once', figures.floor.direct),
    row("head script takes a token from the budget's database first", figures.floor.database),
    row('head script inline in the page (not fetched) takes a token first', figures.floor.inlineDatabase),
  ];
}

export function floorTable(rows: readonly FloorRow[]): string {
  return table(
    [
      { title: 'floor page' },
      { title: 'where' },
      { title: 'first `/api/search` leaves', numeric: true },
      { title: 'first result painted', numeric: true },
    ],
    rows.map((row) => [
      row.page,
      row.where,
      formatValue(row.searchLeaves, 'ms'),
      formatValue(row.firstHitPainted, 'ms'),
    ]),
  );
}

/** A column for the baseline build only where a row has its figure. */
export function markdownTable(rows: readonly Row[]): string {
  const withBaseline = rows.some((row) => row.baseline !== undefined);
  return table(
    [
      { title: 'measure' },
      { title: 'where' },
      { title: 'app', numeric: true },
      ...(withBaseline ? [{ title: 'baseline', numeric: true }] : []),
      { title: 'minimal page', numeric: true },
      { title: 'goal' },
      { title: 'app meets goal' },
    ],
    rows.map((row) => [
      row.measure,
      row.where,
      formatValue(row.app, row.unit),
      ...(withBaseline ? [row.baseline === undefined ? '' : formatValue(row.baseline, row.unit)] : []),
      row.minimal === undefined ? '' : formatValue(row.minimal, row.unit),
      formatGoal(row.goal, row.unit),
      verdict(row.app, row.goal),
    ]),
  );
}

export function loadNote(figures: Pick<BenchFigures, 'loadStart' | 'loadEnd' | 'cores'>): string {
  const load = `Load average (1 min) ${figures.loadStart.toFixed(2)} at the start, ${figures.loadEnd.toFixed(2)} at the end, ${figures.cores} cores.`;
  return Math.max(figures.loadStart, figures.loadEnd) > QUIET_LOAD
    ? `${load} **The machine was loaded (above ${QUIET_LOAD}): these figures are not meaningful; rerun on a quiet machine.**`
    : load;
}

export function markdownReport(figures: BenchFigures): string {
  const parts = [`## Web benchmark, ${figures.startedAt}`, '', loadNote(figures), ''];
  const rendering = [
    ...figures.browser.flatMap((cpu) => (cpu.rendering ? renderingRows(cpu.cpu, cpu.rendering) : [])),
    ...(figures.slowPhone ? slowPhoneRows(figures.slowPhone) : []),
  ];
  if (rendering.length > 0) {
    parts.push(
      `Server rendering (Chromium, 1280×720, median of ${figures.runs} runs): \`/datasets?q=vann\` from two ` +
        'servers of the same build, one rendering the page with its results, one sending the shell ' +
        '(`PRERENDER=off`), turn by turn; the slow phone adds Chromium\'s "Slow 4G" network emulation:',
      '',
      renderingTable(rendering),
      '',
    );
  }
  if (figures.browser.some((cpu) => cpu.app.firstHitPainted.length > 0)) {
    parts.push(
      `Browser (Chromium, 1280×720, median of ${figures.runs} runs; CPU slowed by \`Emulation.setCPUThrottlingRate\`):`,
      '',
      ...(figures.baselineDir === undefined
        ? []
        : [
            `Baseline: the build in \`${figures.baselineDir}\`, measured in the same runs as the app, turn by turn.`,
            '',
          ]),
      markdownTable(figures.browser.flatMap(browserRows)),
      '',
      "Floor pages, in the same runs (no framework: one script in the page's head sends the app's first request " +
        'for `/` and paints its hits; `scripts/bench-web/floorPages.ts`):',
      '',
      floorTable(figures.browser.flatMap(floorRows)),
      '',
    );
  }
  if (figures.lighthouse.length > 0) {
    parts.push(
      `Lighthouse (median of ${figures.lighthouseRuns} runs, simulated throttling):`,
      '',
      markdownTable(figures.lighthouse.flatMap(lighthouseRows)),
      '',
    );
  }
  return parts.join('\n');
}
