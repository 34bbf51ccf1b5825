import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0mui-theme-with-vars-left-out';

/**
 * MUI's `createTheme` imports its CSS-variables theme builder whether or not a theme asks for CSS variables, and
 * every styled component reaches `createTheme` through MUI's default theme, so about 4 KB gzipped of code this app
 * never runs ships with the MUI parts loaded on demand. Our theme (src/ui/muiTheme.ts) sets no `cssVariables` and
 * no `colorSchemes`, so MUI takes its "no variables" path; the production build replaces the unused builder by a
 * function that says clearly what to change if a theme ever asks for it.
 */
export const muiThemeWithoutCssVariables: Plugin = {
  name: 'mui-theme-without-css-variables',
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== './createThemeWithVars.mjs' || !importer) return null;
    const from = importer.replaceAll('\\', '/');
    return from.endsWith('/@mui/material/styles/createTheme.mjs') ? VIRTUAL_ID : null;
  },
  load(id) {
    if (id !== VIRTUAL_ID) return null;
    return [
      'export default function createThemeWithVars() {',
      "  throw new Error('This build leaves out MUI CSS-variables themes: remove scripts/vite/muiThemeWithoutCssVariables.ts from vite.config.ts to use cssVariables or colorSchemes.');",
      '}',
    ].join('\n');
  },
};
