import { createTheme, type Theme } from '@mui/material/styles';

import { accessibleAccent } from './accent';
import { WIDE_LAYOUT_MIN_WIDTH } from './layout';
import type { ThemeChoice } from './PageTheme';

/** The app's own primary colour. */
export const DEFAULT_PRIMARY = '#1e4d8c';

/**
 * The theme of the MUI components loaded on demand (the footer's API request and embed dialogs); the rest of the page
 * is styled by ./styles, with the same values (styles/globalCss.test.ts keeps them equal). Colours meet WCAG AA
 * contrast on white (text 4.5:1, UI parts 3:1). The page's baseline and focus ring are in styles/global.css.
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
