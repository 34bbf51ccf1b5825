import { describe, expect, it } from 'vitest';

import type { BenchFigures, BrowserFigures, ClickFigures, CpuFigures, LighthouseFigures } from './figures';
import { browserRows, loadNote, markdownReport, markdownTable, renderingRows, slowPhoneRows } from './report';

const click = (rendered: number): ClickFigures => ({
  clickFeedback: [10, 12, 11],
  answerRendered: [rendered, rendered + 10, rendered - 10],
  responseInteractive: [200, 300, 100],
});
const lighthouse = (performance: number): LighthouseFigures => ({
  performance: [performance],
  accessibility: [100],
  bestPractices: [100],
  seo: [100],
  lcp: [1900],
  cls: [0.001],
  tbt: [50],
});

const load = (searchLeaves: (number | null)[], firstHitPainted: (number | null)[]): BrowserFigures => ({
  searchLeaves,
  firstHitPainted,
  searchesSent: searchLeaves.map((leaves) => (leaves === null ? 0 : 1)),
  nonBlankPaint: firstHitPainted.map((painted) => (painted === null ? null : painted / 2)),
  framePainted: firstHitPainted.map((painted) => (painted === null ? null : painted / 2)),
});

const atFourTimes: CpuFigures = {
  cpu: 4,
  app: load([500, 400, null], [900, 800, 1000]),
  minimal: load([300, 310, 320], [600, 610, 620]),
  floor: {
    direct: load([90, 80, 100], [150, 140, null]),
    database: load([250, null, 270], [330, 310, 320]),
    inlineDatabase: load([200, 210, 220], [300, 290, 280]),
  },
  click: click(90),
  click15k: click(150),
  typing: { p90: [40, 48, 300], max: [120, 140, 600] },
};

const figures: BenchFigures = {
  startedAt: '2026-11-22T22:00:00.000Z',
  loadStart: 0.4,
  loadEnd: 0.6,
  cores: 2,
  runs: 3,
  lighthouseRuns: 1,
  browser: [atFourTimes],
  slowPhone: null,
  lighthouse: [{ path: '/datasets?q=vann', preset: 'mobile', app: lighthouse(71), minimal: lighthouse(96) }],
};

describe('browserRows', () => {
  it('reports medians with the goal of the CPU rate', () => {
    const rows = browserRows(atFourTimes);
    expect(rows[0]).toMatchObject({ app: 450, minimal: 310, goal: { atMost: 450 }, where: '4× CPU' });
    expect(
      rows.find((row) => row.measure.startsWith('facet answer arrived → rendered (default')),
    ).toMatchObject({
      app: 90,
      goal: { atMost: 100 },
    });
  });
});

describe('markdownReport', () => {
  const text = markdownReport(figures);

  it('puts app, minimal page, goal and verdict on one line per measure', () => {
    expect(text).toContain(
      '| navigation → first `/api/search` leaves | 4× CPU | 450 ms | 310 ms | ≤ 450 ms | met |',
    );
    expect(text).toContain('| performance | mobile `/datasets?q=vann` | 71 | 96 | ≥ 97 | not met |');
    expect(text).toContain(
      '| LCP | mobile `/datasets?q=vann` | 1,900 ms | 1,900 ms | ≤ 1,200 ms | not met |',
    );
  });

  it('puts the typing figures beside the others, with issue 30’s goals', () => {
    expect(text).toContain(
      '| typing “ og barnehage” into `/datasets?q=vann` → p90 per keystroke (Event Timing) | 4× CPU | 48 ms |  | ≤ 50 ms | met |',
    );
    expect(text).toContain(
      '| typing “ og barnehage” into `/datasets?q=vann` → longest keystroke (Event Timing) | 4× CPU | 140 ms |  | ≤ 150 ms | met |',
    );
  });

  it('leaves the minimal page blank where it has nothing to compare', () => {
    expect(text).toContain(
      '| facet click → checked state shown (default catalogue) | 4× CPU | 11 ms |  |  |  |',
    );
  });

  it('every table row has the same number of cells as its header', () => {
    const cells = (line: string) => line.split(/(?<!\\)\|/).length;
    const tables = text
      .split('\n\n')
      .map((block) => block.split('\n').filter((line) => line.startsWith('|')))
      .filter((lines) => lines.length > 0);
    expect(tables.map((lines) => new Set(lines.map(cells)))).toEqual([
      new Set([8]),
      new Set([6]),
      new Set([8]),
    ]);
  });

  it('gives the floor pages their own table, with the medians of the runs that have a figure', () => {
    expect(text).toContain('| floor page | where | first `/api/search` leaves | first result painted |');
    expect(text).toContain('| head script sends the search at once | 4× CPU | 90 ms | 145 ms |');
    expect(text).toContain(
      "| head script takes a token from the budget's database first | 4× CPU | 260 ms | 320 ms |",
    );
    expect(text).toContain(
      '| head script inline in the page (not fetched) takes a token first | 4× CPU | 210 ms | 290 ms |',
    );
  });
});

describe('markdownReport with a baseline build', () => {
  const withBaseline: BenchFigures = {
    ...figures,
    baselineDir: '/tmp/before/dist',
    browser: [
      {
        ...atFourTimes,
        baseline: {
          app: load([600, 700, 650], [1000, 1100, 1200]),
          click: click(160),
          click15k: click(250),
          typing: { p90: [280, 300, 320], max: [500, 600, 550] },
        },
      },
    ],
  };
  const text = markdownReport(withBaseline);

  it('puts the baseline’s median beside the app’s, and names the build', () => {
    expect(text).toContain('Baseline: the build in `/tmp/before/dist`');
    expect(text).toContain(
      '| navigation → first `/api/search` leaves | 4× CPU | 450 ms | 650 ms | 310 ms | ≤ 450 ms | met |',
    );
    expect(text).toContain(
      '| facet answer arrived → rendered (default catalogue) | 4× CPU | 90 ms | 160 ms |  | ≤ 100 ms | met |',
    );
    expect(text).toContain(
      '| facet answer arrived → rendered (15 000-value facet) | 4× CPU | 150 ms | 250 ms |  |  |  |',
    );
    expect(text).toContain(
      '| typing “ og barnehage” into `/datasets?q=vann` → p90 per keystroke (Event Timing) | 4× CPU | 48 ms | 300 ms |  | ≤ 50 ms | met |',
    );
  });

  it('gives the browser table one more column, and leaves the Lighthouse table as it was', () => {
    const cells = (line: string) => line.split(/(?<!\\)\|/).length;
    const rows = text.split('\n').filter((line) => line.startsWith('|'));
    const browserRows = rows.filter((line) => line.includes('CPU') && !line.startsWith('| head script'));
    expect(new Set(browserRows.map(cells))).toEqual(new Set([9]));
    expect(new Set(rows.filter((line) => line.includes('mobile')).map(cells))).toEqual(new Set([8]));
  });
});

describe('loadNote', () => {
  it('says when the machine was too busy for the figures to mean much', () => {
    expect(loadNote({ loadStart: 0.4, loadEnd: 0.6, cores: 2 })).not.toContain('loaded');
    expect(loadNote({ loadStart: 0.4, loadEnd: 1.6, cores: 2 })).toContain('The machine was loaded');
  });

  it('escapes a pipe inside a cell', () => {
    expect(
      markdownTable([{ measure: 'a | b', where: 'x', app: 1, minimal: 2, unit: 'score', goal: null }]),
    ).toContain('a \\| b');
  });
});

describe('server rendering rows', () => {
  const rendering = {
    rendered: load([null, null, null], [300, 320, 310]),
    shell: load([500, 510, 520], [1000, 1100, 900]),
  };

  it('compares the rendered page with the shell and states the ratio against the goal at 4×', () => {
    const rows = renderingRows(4, rendering);
    const byMeasure = (start: string) => rows.find((row) => row.measure.startsWith(start));
    expect(byMeasure('navigation → first result painted')).toMatchObject({ rendered: 310, shell: 1000 });
    expect(byMeasure('`/api/search` requests')).toMatchObject({ rendered: 0, shell: 1, goal: { atMost: 0 } });
    expect(byMeasure('first result painted, server-rendered ÷ shell')).toMatchObject({
      rendered: 0.31,
      goal: { atMost: 0.4 },
    });
    expect(renderingRows(1, rendering).at(-1)?.goal).toBeNull();
  });

  it('holds the slow phone to 1 s for the frame and 2 s for the first result', () => {
    const floor = { ...rendering.rendered, framePainted: [930, 990, 960] };
    const rows = slowPhoneRows({ cpu: 4, ...rendering, floor });
    expect(rows.map((row) => [row.where, row.goal])).toEqual([
      ['slow 4G, 4× CPU', null],
      ['slow 4G, 4× CPU', { atMost: 1000 }],
      ['slow 4G, 4× CPU', { atMost: 2000 }],
      ['slow 4G, 4× CPU', { atLeast: 0, atMost: 0 }],
      ['slow 4G, 4× CPU', null],
    ]);
    // The floor's own paint, beside the goal it bounds.
    const last = rows.at(-1);
    expect(last?.measure).toMatch(/^floor/);
    expect(last).toMatchObject({ rendered: 960, shell: undefined });
  });

  it('prints its own table, with a verdict for the server-rendered page', () => {
    const text = markdownReport({ ...figures, browser: [{ ...atFourTimes, rendering }], slowPhone: null });
    expect(text).toContain(
      '| first result painted, server-rendered ÷ shell | 4× CPU | 0.31× |  | ≤ 0.40× | met |',
    );
  });
});
