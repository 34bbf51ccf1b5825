import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { theme } from '../muiTheme';

/** The declarations of the first block whose selector is exactly `selector`. */
function block(css: string, selector: string): Map<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  if (!match?.[1]) throw new Error(`no block ${selector}`);
  const declarations = new Map<string, string>();
  for (const part of match[1].replace(/\/\*[\s\S]*?\*\//g, '').split(';')) {
    const colon = part.indexOf(':');
    if (colon > 0)
      declarations.set(
        part.slice(0, colon).trim(),
        part
          .slice(colon + 1)
          .trim()
          .replace(/\s+/g, ' '),
      );
  }
  return declarations;
}

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const compact = (color: string) => color.replace(/\s+/g, '');

// The on-demand dialogs and drawers are styled from the MUI theme, the rest of the page from these files: a change
// to one that forgets the other would show two colours or two type scales on one page.
describe('the global stylesheet and the MUI theme', () => {
  const root = block(read('./global.css'), ':root');
  const { palette, shape, typography } = theme;

  it.each([
    ['--cs-primary', palette.primary.main],
    ['--cs-primary-contrast', palette.primary.contrastText],
    ['--cs-success', palette.success.main],
    ['--cs-warning', palette.warning.main],
    ['--cs-error', palette.error.main],
    ['--cs-info', palette.info.main],
    ['--cs-text', palette.text.primary],
    ['--cs-text-secondary', palette.text.secondary],
    ['--cs-divider', palette.divider],
    ['--cs-paper', palette.background.paper],
    ['--cs-background', palette.background.default],
    ['--cs-action-active', palette.action.active],
    ['--cs-action-hover', palette.action.hover],
    ['--cs-action-selected', palette.action.selected],
    ['--cs-action-focus', palette.action.focus],
    ['--cs-action-disabled', palette.action.disabled],
    ['--cs-grey-100', palette.grey[100]],
    ['--cs-grey-200', palette.grey[200]],
    ['--cs-grey-300', palette.grey[300]],
    ['--cs-grey-600', palette.grey[600]],
    ['--cs-radius', `${String(shape.borderRadius)}px`],
    ['--cs-shadow-1', theme.shadows[1]],
  ])('%s is the theme’s %s', (name, value) => {
    expect(compact(root.get(name) ?? '')).toBe(compact(value));
  });

  it('uses the theme’s font', () => {
    expect(root.get('--cs-font')?.replace(/'/g, '"')).toBe(typography.fontFamily);
  });

  it.each(['h6', 'subtitle2', 'body1', 'body2', 'caption', 'button'] as const)(
    '--cs-font-%s is the theme’s variant',
    (variant) => {
      const { fontWeight, fontSize, lineHeight } = typography[variant];
      expect(root.get(`--cs-font-${variant}`)).toBe(
        `${String(fontWeight)} ${String(fontSize)}/${String(lineHeight)} var(--cs-font)`,
      );
    },
  );
});
