/** Moving through the page with the keyboard only, and reading where the focus is and whether it shows. */
import { expect, type Page } from '@playwright/test';

export interface FocusInfo {
  readonly tag: string;
  readonly type: string;
  readonly role: string;
  readonly id: string;
  /** aria-label, else the label of an input, else the text. */
  readonly label: string;
  readonly checked: boolean | null;
  /** Legends of the fieldsets around the element, innermost first. */
  readonly groups: readonly string[];
  /** A link in a heading in a list item: a hit's title. */
  readonly hitTitle: boolean;
  /** The accessible label of the navigation landmark around it. */
  readonly navigation: string | null;
  /** Inside a region, list or section labelled "Active filters". */
  readonly inActiveFilters: boolean;
  readonly inDialog: boolean;
}

export async function focusInfo(page: Page): Promise<FocusInfo> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    const text = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const labelOf = (node: Element): string => {
      const labelledBy = node.getAttribute('aria-labelledby');
      if (labelledBy)
        return labelledBy
          .split(/\s+/)
          .map((id) => text(document.getElementById(id)))
          .join(' ');
      return node.getAttribute('aria-label') ?? '';
    };
    const groups: string[] = [];
    for (
      let node = element.closest('fieldset');
      node;
      node = node.parentElement?.closest('fieldset') ?? null
    ) {
      groups.push(text(node.querySelector(':scope > legend')));
    }
    let inActiveFilters = false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const label = labelOf(node);
      if (label === 'Active filters') inActiveFilters = true;
    }
    const nav = element.closest('nav, [role="navigation"]');
    const input = element instanceof HTMLInputElement ? element : null;
    return {
      tag: element.tagName.toLowerCase(),
      type: input?.type ?? '',
      role: element.getAttribute('role') ?? '',
      id: element.id,
      label: labelOf(element) || text(input?.labels?.[0] ?? null) || text(element),
      checked: input && (input.type === 'checkbox' || input.type === 'radio') ? input.checked : null,
      groups,
      hitTitle:
        element.tagName === 'A' &&
        element.closest('h1, h2, h3, h4, h5, h6, [role="heading"]') !== null &&
        element.closest('li') !== null,
      navigation: nav ? labelOf(nav) : null,
      inActiveFilters,
      inDialog: element.closest('dialog, [role="dialog"]') !== null,
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focus satisfies `wanted`; fails with the path it took. */
export async function tabUntil(
  page: Page,
  wanted: (focus: FocusInfo) => boolean,
  what: string,
  options: { max?: number; backwards?: boolean } = {},
): Promise<FocusInfo> {
  const trail: string[] = [];
  const max = options.max ?? 300;
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const focus = await focusInfo(page);
    if (wanted(focus)) return focus;
    trail.push(`${focus.tag}${focus.role ? `[${focus.role}]` : ''} "${focus.label.slice(0, 60)}"`);
  }
  throw new Error(`no ${what} within ${max} Tab presses; the focus went:\n${trail.slice(-40).join('\n')}`);
}

/**
 * The focused element shows its focus: a non-`none` outline or box-shadow on it, or, for a native checkbox
 * or radio drawn invisibly under its icon, on the control drawn for it (its parent).
 */
export async function expectVisibleFocus(page: Page, what: string): Promise<void> {
  const style = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    let target: Element = element;
    if (
      element instanceof HTMLInputElement &&
      getComputedStyle(element).opacity === '0' &&
      element.parentElement
    ) {
      target = element.parentElement;
    }
    const css = getComputedStyle(target);
    return {
      element: `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40) ?? ''}`,
      outlineStyle: css.outlineStyle,
      outlineWidth: css.outlineWidth,
      boxShadow: css.boxShadow,
    };
  });
  expect(style, `${what}: nothing is focused`).not.toBeNull();
  if (!style) return;
  // Soft: the keyboard journey goes on, so one run lists every place where the focus does not show.
  const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  const shadowed = style.boxShadow !== 'none' && style.boxShadow !== '';
  expect.soft(outlined || shadowed, `${what}: focus is not visible on ${JSON.stringify(style)}`).toBe(true);
}
