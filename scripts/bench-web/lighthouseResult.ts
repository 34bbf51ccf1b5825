/** The figures the benchmark takes from a Lighthouse JSON report (lhr). */
import { z } from 'zod';

const Category = z.object({ score: z.number().nullable() }).optional();
const Audit = z.object({ numericValue: z.number().optional() }).optional();

const Report = z.object({
  categories: z.object({
    performance: Category,
    accessibility: Category,
    'best-practices': Category,
    seo: Category,
  }),
  audits: z.object({
    'largest-contentful-paint': Audit,
    'cumulative-layout-shift': Audit,
    'total-blocking-time': Audit,
  }),
});

export interface LighthouseRun {
  /** Scores 0–100. */
  readonly performance: number | null;
  readonly accessibility: number | null;
  readonly bestPractices: number | null;
  readonly seo: number | null;
  /** Milliseconds. */
  readonly lcp: number | null;
  readonly cls: number | null;
  /** Milliseconds. */
  readonly tbt: number | null;
}

const score = (category: z.infer<typeof Category>): number | null =>
  category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100);
const numeric = (audit: z.infer<typeof Audit>): number | null => audit?.numericValue ?? null;

export function lighthouseRunOf(json: unknown): LighthouseRun {
  const report = Report.parse(json);
  return {
    performance: score(report.categories.performance),
    accessibility: score(report.categories.accessibility),
    bestPractices: score(report.categories['best-practices']),
    seo: score(report.categories.seo),
    lcp: numeric(report.audits['largest-contentful-paint']),
    cls: numeric(report.audits['cumulative-layout-shift']),
    tbt: numeric(report.audits['total-blocking-time']),
  };
}
