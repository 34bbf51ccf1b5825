// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers (docs/architecture.md): a folder may import only from the folders below it.
 *   interface <- i18n <- search      interface <- api      i18n <- ui
 *   {search, api, i18n, config} <- bindings <- features <- app
 * Relative paths climbing out of a folder into a forbidden one are refused; tests and test helpers are exempt
 * (they assemble real providers), and nothing in src/ may reach server/.
 */
const climbInto = (...folders) => ({
  regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`,
  message: `This layer may not import from ${folders.join(', ')} (see docs/architecture.md).`,
});
const NO_SERVER = { regex: '^(\\.\\./)+server(/|$)', message: 'The browser app never imports server code.' };
const layer = (files, ...forbidden) => ({
  files,
  ignores: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**', 'src/test/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [NO_SERVER, ...(forbidden.length ? [climbInto(...forbidden)] : [])] },
    ],
  },
});
const ABOVE_SEARCH = ['api', 'bindings', 'ui', 'features', 'app', 'config'];
const layerRules = [
  layer(['src/interface/**/*.ts'], 'i18n', 'search', ...ABOVE_SEARCH),
  layer(['src/i18n/**/*.{ts,tsx}'], 'search', ...ABOVE_SEARCH),
  layer(['src/search/**/*.ts'], ...ABOVE_SEARCH),
  layer(['src/api/**/*.ts'], 'i18n', 'search', 'bindings', 'ui', 'features', 'app', 'config'),
  layer(['src/config/**/*.ts'], 'search', 'api', 'bindings', 'ui', 'features', 'app'),
  layer(['src/ui/**/*.{ts,tsx}'], 'search', 'api', 'bindings', 'features', 'app', 'config'),
  layer(['src/bindings/**/*.{ts,tsx}'], 'ui', 'features', 'app'),
  {
    // Features: no app; another feature only through its index (`../facets`, never `../facets/FacetPanel`).
    ...layer(['src/features/**/*.{ts,tsx}'], 'app'),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            climbInto('app'),
            {
              regex: '^(\\.\\./){2,}features/|^\\.\\./(?!\\.)[^/]+/',
              message: 'Import another feature through its index (`../facets`), not its internals.',
            },
          ],
        },
      ],
    },
  },
  // The app assembles features through their indexes too; a feature's `preload` module (no UI library in it) is
  // its second public entry, for the start-up script that must not load React DOM or MUI before the first search.
  {
    ...layer(['src/app/**/*.{ts,tsx}', 'src/main.ts']),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_SERVER,
            {
              regex: 'features/[^/]+/(?!preload$)',
              message: 'Import a feature through its index (`../features/facets`) or its `preload` module.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server shares only the interface with the browser app.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!interface(/|$))',
              message: 'server/ may import only src/interface from the app (see docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/interface/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.flat.recommended.rules },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Served as it is to host pages (public/embed.js): a browser script, not a module.
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  ...layerRules,
);
