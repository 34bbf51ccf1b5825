/** What one run of the benchmark measured: the raw figures of every run, by measure. */

/** One target's figures from the browser at one CPU rate; each array holds one figure per run. */
export interface BrowserFigures {
  /** Navigation start → the first `/api/search` request started (Resource Timing `startTime`). */
  readonly searchLeaves: (number | null)[];
  /** Navigation start → the first hit title (a link in a heading in a list item) in a painted frame. */
  readonly firstHitPainted: (number | null)[];
  /** `/api/search` requests started by the time the first hit was painted. */
  readonly searchesSent: (number | null)[];
  /** Navigation start → the first painted frame with any text or form field: the screen is no longer blank. */
  readonly nonBlankPaint: (number | null)[];
  /** Navigation start → the page's frame, its search field laid out, in a painted frame. */
  readonly framePainted: (number | null)[];
}

/**
 * Issue 27: the same shared search (`/datasets?q=vann`) opened on two servers of the same build, one rendering
 * pages with their results (the default), one sending the shell (`PRERENDER=off`), measured turn by turn.
 */
export interface RenderingFigures {
  readonly rendered: BrowserFigures;
  readonly shell: BrowserFigures;
}

/** The slow phone's figures, with the paint floor's (a page of a heading and a search field) measured beside them. */
export interface SlowPhoneFigures extends RenderingFigures {
  readonly cpu: number;
  readonly floor: BrowserFigures;
}

/** A facet click on the app: feedback, answer rendered and main thread free. */
export interface ClickFigures {
  /** The click event → the control shows its checked state. */
  readonly clickFeedback: (number | null)[];
  /** The answer's `responseEnd` → the DOM shows the new result summary. */
  readonly answerRendered: (number | null)[];
  /** The answer's `responseEnd` → the main thread free (no long task left, a frame and a task later). */
  readonly responseInteractive: (number | null)[];
}

/** Typing into the search field (typing.ts): one figure per run of each. */
export interface TypingFigures {
  /** The 90th percentile of the keystrokes' interaction durations (Event Timing). */
  readonly p90: (number | null)[];
  /** The longest keystroke. */
  readonly max: (number | null)[];
}

/** The app's measures on another build of it (`--baseline DIR`), taken in the same runs as the app's. */
export interface BaselineFigures {
  readonly app: BrowserFigures;
  readonly click: ClickFigures;
  readonly click15k: ClickFigures;
  readonly typing: TypingFigures;
}

/**
 * The floor pages (floorPages.ts): a head script that sends the app's first search at once, and one that first
 * takes a token from the budget's database; the latter also inline in the page.
 */
export interface FloorFigures {
  readonly direct: BrowserFigures;
  readonly database: BrowserFigures;
  readonly inlineDatabase: BrowserFigures;
}

export interface CpuFigures {
  readonly cpu: number;
  readonly app: BrowserFigures;
  readonly minimal: BrowserFigures;
  readonly floor: FloorFigures;
  /** Clicking a facet value with the default demo catalogue. */
  readonly click: ClickFigures;
  /** The same with a catalogue whose Geography facet has 15 000 values. */
  readonly click15k: ClickFigures;
  /** Typing `TYPED` into the search field of `/datasets?q=vann`. */
  readonly typing: TypingFigures;
  /** Server-rendered against the shell; absent without the rendering half. */
  readonly rendering?: RenderingFigures;
  /** Absent without `--baseline`. */
  readonly baseline?: BaselineFigures;
}

export type Preset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  readonly performance: (number | null)[];
  readonly accessibility: (number | null)[];
  readonly bestPractices: (number | null)[];
  readonly seo: (number | null)[];
  /** Milliseconds. */
  readonly lcp: (number | null)[];
  readonly cls: (number | null)[];
  /** Milliseconds. */
  readonly tbt: (number | null)[];
}

export interface LighthouseCase {
  readonly path: string;
  readonly preset: Preset;
  readonly app: LighthouseFigures;
  readonly minimal: LighthouseFigures;
}

export interface BenchFigures {
  readonly startedAt: string;
  /** The folder of the build measured as the baseline (`--baseline`), if any. */
  readonly baselineDir?: string;
  /** 1-minute load average at the start and the end. */
  readonly loadStart: number;
  readonly loadEnd: number;
  readonly cores: number;
  readonly runs: number;
  readonly lighthouseRuns: number;
  readonly browser: readonly CpuFigures[];
  /** Server-rendered against the shell on a slow phone: slow 4G and the CPU slowed `cpu` times; null without it. */
  readonly slowPhone: SlowPhoneFigures | null;
  readonly lighthouse: readonly LighthouseCase[];
}
