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

  it("moves a class component's top-level contextType into the class as a static field", () => {
    const code = [
      'var Boundary = class extends React2.Component {',
      '  render() {}',
      '};',
      'Boundary.contextType = SomeContext;',
      'Other.contextType = KeptContext;',
    ].join('\n');
    expect(markReactRouterPure(code)).toBe(
      [
        'var Boundary = class extends React2.Component {',
        '  static contextType = SomeContext;',
        '  render() {}',
        '};',
        '',
        'Other.contextType = KeptContext;',
      ].join('\n'),
    );
  });

  it('leaves no top-level contextType assignment to a class in the installed React Router', () => {
    const all = chunks.join('\n');
    // React Router's route error boundary: the pattern must still find it, or an update silently undoes this.
    expect(all).toMatch(/^RenderErrorBoundary\.contextType = [\w$]+;$/m);
    const marked = chunks.map(markReactRouterPure).join('\n');
    expect(marked).not.toMatch(/^[\w$]+\.contextType = /m);
    expect(marked).toMatch(
      /^var RenderErrorBoundary = class extends [\w$.]+ \{\n {2}static contextType = [\w$]+;$/m,
    );
  });
});
