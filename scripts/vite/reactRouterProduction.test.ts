import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { markReactRouterPure } from './reactRouterProduction';

const productionDir = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
);
const chunks = readdirSync(productionDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => readFileSync(productionDir + file, 'utf8'));

describe('markReactRouterPure', () => {
  it('marks top-level component and context factories pure and drops their display names', () => {
    const code = [
      'var Form = React10.forwardRef(',
      '  function Form2() {}',
      ');',
      'Form.displayName = "Form";',
      'var Ctx = React.createContext(null);',
      '  inner.displayName = "kept";',
      'var state = React.useState(0);',
    ].join('\n');
    expect(markReactRouterPure(code)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(',
        '  function Form2() {}',
        ');',
        '',
        'var Ctx = /* @__PURE__ */ React.createContext(null);',
        '  inner.displayName = "kept";',
        'var state = React.useState(0);',
      ].join('\n'),
    );
  });

  it('leaves no unannotated top-level factory in the installed React Router', () => {
    expect(chunks.length).toBeGreaterThan(0);
    const factories =
      chunks.join('\n').match(/^var [\w$]+ = React\d*\.(?:forwardRef|createContext)\(/gm) ?? [];
    // The pattern must still find React Router's factories: an update that renames them would silently undo this.
    expect(factories.length).toBeGreaterThan(10);
    const marked = chunks.map(markReactRouterPure).join('\n');
    expect(marked.match(/^var [\w$]+ = React\d*\.(?:forwardRef|createContext)\(/gm)).toBeNull();
  });
});
