import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/**
 * React Router 7's package exports name only its development build (dev warnings on, remix-run/react-router#12532,
 * #14102); a production build takes the identical production files instead.
 *
 * Its bundle also creates every component and context at the top level with unannotated `React.forwardRef(…)` and
 * `React.createContext(…)` calls, which a bundler must keep in case they have side effects, so `<Form>`, `<NavLink>`,
 * prefetching and their helpers ship although this app uses none of them. Those calls are pure; marking them so
 * lets the build leave out what nothing imports. Likewise its route error boundary (a class, with its RSC error
 * handler and the digests they decode), which `<Routes>` renders and this app never does, is kept by one top-level
 * statement, `RenderErrorBoundary.contextType = RSCRouterContext;`: written as the class's own static field, the
 * same assignment leaves the class free of side effects, and the build drops it with what only it uses.
 */
const reactRouter = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

const TOP_LEVEL_PURE_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;
const TOP_LEVEL_DISPLAY_NAME = /^([\w$]+)\.displayName = "[^"\n]*";$/gm;
const TOP_LEVEL_CONTEXT_TYPE = /^([\w$]+)\.contextType = ([\w$]+);$/gm;

/** `X.contextType = Y;` after `var X = class … {` becomes `static contextType = Y;` inside it. */
function contextTypesAsStaticFields(code: string): string {
  let result = code;
  for (const [statement, name = '', context = ''] of code.matchAll(TOP_LEVEL_CONTEXT_TYPE)) {
    const header = new RegExp(`^var ${name.replaceAll('$', '\\$')} = class extends [\\w$.]+ \\{$`, 'm');
    if (!header.test(result)) continue;
    result = result
      .replace(statement, '')
      .replace(header, (line) => `${line}\n  static contextType = ${context};`);
  }
  return result;
}

/**
 * Marks React Router's top-level component and context factories pure, drops their display names, and moves the
 * context a class component reads into the class.
 */
export function markReactRouterPure(code: string): string {
  return contextTypesAsStaticFields(
    code.replace(TOP_LEVEL_PURE_CALL, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, ''),
  );
}

export const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        { find: /^react-router$/, replacement: reactRouter('index.mjs') },
        { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
      ],
    },
  }),
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
    return { code: markReactRouterPure(code), map: null };
  },
};
