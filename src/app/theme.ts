import { createTheme } from '@mui/material/styles';

import { WIDE_LAYOUT_MIN_WIDTH } from './layout';

/**
 * Colours meet WCAG AA contrast on white (text 4.5:1, UI parts 3:1); the focus ring is thick and never removed,
 * so keyboard users always see where they are, also inside an embedding portal.
 */
export const theme = createTheme({
  palette: {
    primary: { main: '#1e4d8c' },
    secondary: { main: '#5c2d91' },
    success: { main: '#1b6e35' },
    warning: { main: '#8a4b00' },
    error: { main: '#b3261e' },
    text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
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
        // with them) never move the centred column sideways.
        html: { scrollbarGutter: 'stable' },
        ':focus-visible': { outline: '3px solid #1e4d8c', outlineOffset: '2px' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { transition: 'none !important', animation: 'none !important' },
        },
      },
    },
  },
});
