/** axe-core checks with the tags data.norge.no's own tests use, reported so a failure reads at a glance. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** Targets listed per violation; the count says how many more there are. */
const MAX_TARGETS = 6;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One violation per block: rule id, impact, help, and the offending targets with their HTML. */
export function formatViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const shown = violation.nodes.slice(0, MAX_TARGETS);
      const nodes = shown
        .map((node) => {
          const why = node.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? '';
          return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 160)}${why === '' ? '' : `\n      ${why}`}`;
        })
        .join('\n');
      const more = violation.nodes.length - shown.length;
      const rest = more > 0 ? `\n    … and ${more} more` : '';
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.nodes.length} targets)\n  ${violation.helpUrl}\n${nodes}${rest}`;
    })
    .join('\n\n');
}

/** Runs axe on the whole page and fails with a readable list of every violation. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const report = formatViolations(results.violations);
  expect(results.violations.length, `axe violations on ${state}:\n\n${report}`).toBe(0);
}
