import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';

import { accessibleAccent } from './accent';

/** What an embedding host may change in the page's look (`accent=`, `embed=1`). */
export interface ThemeChoice {
  /** The host's brand colour (`#rrggbb`); made AA-safe on white before use. `null`: the app's own. */
  readonly accent: string | null;
  /** In a frame: the host page shows through (transparent background, no scrollbar room). */
  readonly embed: boolean;
}

const APP_OWN: ThemeChoice = { accent: null, embed: false };
const ThemeChoiceContext = createContext<ThemeChoice>(APP_OWN);

/** The page's theme choice, for the MUI parts loaded on demand (MuiThemeScope). */
export const useThemeChoice = (): ThemeChoice => useContext(ThemeChoiceContext);

/**
 * Puts a host's choice on the document: its accent as `--cs-primary` (every shade of it follows, see
 * styles/global.css) and `data-embed` for a frame. Before the first paint, so the page never shows the app's own
 * colours first. The choice is the host's and fixed for the page's life.
 */
export function PageTheme({ choice, children }: { choice: ThemeChoice; children: ReactNode }) {
  const { accent, embed } = choice;
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (accent !== null) root.style.setProperty('--cs-primary', accessibleAccent(accent));
    root.toggleAttribute('data-embed', embed);
    return () => {
      root.style.removeProperty('--cs-primary');
      root.removeAttribute('data-embed');
    };
  }, [accent, embed]);
  return <ThemeChoiceContext value={choice}>{children}</ThemeChoiceContext>;
}
