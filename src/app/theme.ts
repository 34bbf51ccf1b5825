import { createTheme, type Theme } from '@mui/material/styles';

import { accessibleAccent } from '../ui/accent';
import { WIDE_LAYOUT_MIN_WIDTH } from './layout';

/** The app's own primary colour. */
export const DEFAULT_PRIMARY = '#1e4d8c';

/** What an embedding host may change in the theme (`accent=`, `embed=1`). */
export interface ThemeChoice {
  /** The host's brand colour (`#rrggbb`); made AA-safe on white before use. `null`: the app's own. */
  readonly accent: string | null;
  /** In a frame: the host page shows through (transparent background). */
  readonly embed: boolean;
}

/**
 * Colours meet WCAG AA contrast on white (text 4.5:1, UI parts 3:1); the focus ring is thick and never removed,
 * so keyboard users always see where they are, also inside an embedding portal. It follows the primary colour.
 */
function makeTheme(primary: string, embed: boolean): Theme {
  return createTheme({
    palette: {
      primary: { main: primary },
      secondary: { main: '#5c2d91' },
      success: { main: '#1b6e35' },
      warning: { main: '#8a4b00' },
      error: { main: '#b3261e' },
      text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
      ...(embed && { background: { default: 'transparent' } }),
    },
    shape: { borderRadius: 6 },
    // MUI's defaults, with `md` (facets beside the results) named in ./layout for the start-up script.
    breakpoints: { values: { xs: 0, sm: 600, md: WIDE_LAYOUT_MIN_WIDTH, lg: 1200, xl: 1536 } },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      // Sentence case everywhere: capitals read as shouting and differ from the rest of the page's buttons.
      button: { textTransform: 'none' },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      MuiCssBaseline: {
        styleOverrides: {
          // The scrollbar's room is kept whether or not the page scrolls, so results arriving (and the scrollbar
          // with them) never move the centred column sideways. Not in a frame sized to its content: no scrollbar.
          html: embed ? {} : { scrollbarGutter: 'stable' },
          ':focus-visible': { outline: `3px solid ${primary}`, outlineOffset: '2px' },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { transition: 'none !important', animation: 'none !important' },
          },
        },
      },
    },
  });
}

export const theme = makeTheme(DEFAULT_PRIMARY, false);

const themes = new Map<string, Theme>([[`${DEFAULT_PRIMARY}|false`, theme]]);

/** The theme of a host's choice; made once per choice. */
export function themeFor({ accent, embed }: ThemeChoice): Theme {
  const primary = accent === null ? DEFAULT_PRIMARY : accessibleAccent(accent);
  const key = `${primary}|${String(embed)}`;
  let made = themes.get(key);
  if (made === undefined) {
    made = makeTheme(primary, embed);
    themes.set(key, made);
  }
  return made;
}
