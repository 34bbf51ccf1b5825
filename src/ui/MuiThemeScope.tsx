// MUI's own ThemeProvider hands a theme without CSS variables (ours) to this one, but also bundles the CSS-variables
// provider it never uses here.
import ThemeProvider from '@mui/system/ThemeProvider';
import type { ReactNode } from 'react';

import { themeFor } from './muiTheme';
import { useThemeChoice } from './PageTheme';

/**
 * The MUI theme of the page's choice (PageTheme), for the parts loaded on demand that are built from MUI
 * components (the footer's API request and embed dialogs). The first page needs neither it nor MUI's styling runtime.
 */
export function MuiThemeScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={themeFor(useThemeChoice())}>{children}</ThemeProvider>;
}
