import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { WIDE_LAYOUT_MIN_WIDTH } from '../layout';
import { theme } from '../muiTheme';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function filesIn(folder: string, name: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesIn(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}

const sourceFiles = (folder: string) => filesIn(folder, /^(?!.*\.test\.).*\.tsx?$/);

/** The class names a stylesheet defines (comments left out). */
function classesOf(css: string): Set<string> {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...code.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''));
}

interface Use {
  file: string;
  stylesheet: string;
  className: string;
}

/** Every `name.className` a source file reads from a CSS module it imports as `name`. */
function usesIn(file: string): Use[] {
  const code = readFileSync(file, 'utf8');
  const body = code.replace(/^import .*$/gm, '');
  return [...code.matchAll(/import (\w+) from '(\.[^']+\.module\.css)'/g)].flatMap(
    ([, name = '', path = '']) =>
      [...body.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map(([, className = '']) => ({
        file: relative(SRC, file),
        stylesheet: resolve(dirname(file), path),
        className,
      })),
  );
}

// A CSS module's keys are plain strings to TypeScript: a misspelt class would silently style nothing.
describe('CSS modules', () => {
  const uses = sourceFiles(SRC).flatMap(usesIn);

  it('are used by the app', () => {
    expect(uses.length).toBeGreaterThan(50);
  });

  it('define every class the components read from them', () => {
    const missing = uses.filter(
      ({ stylesheet, className }) => !classesOf(readFileSync(stylesheet, 'utf8')).has(className),
    );
    expect(missing.map(({ file, className }) => `${file}: ${className}`)).toEqual([]);
  });

  it('never compose from another file', () => {
    // Vite copies a composed file into each module composing from it; a later copy would undo a module's own rules.
    const composing = filesIn(SRC, /\.module\.css$/).filter((file) =>
      /composes:[^;]*\bfrom\b/.test(readFileSync(file, 'utf8')),
    );
    expect(composing.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('lay out by the theme’s breakpoints only', () => {
    // CSS cannot read src/ui/layout.ts: a width written in a stylesheet must be one of the theme's, or the page and
    // the start-up script (and useWideLayout) would disagree on where the layout changes.
    const { values } = theme.breakpoints;
    const allowed = new Set([
      `(min-width: ${String(values.sm)}px)`,
      `(max-width: ${String(values.sm - 0.05)}px)`,
      `(min-width: ${String(WIDE_LAYOUT_MIN_WIDTH)}px)`,
      `(min-width: ${String(values.lg)}px)`,
    ]);
    const widths = filesIn(SRC, /\.css$/).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\((?:min|max)-width:[^)]*\)/g)].map((match) => match[0]),
    );
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.filter((width) => !allowed.has(width))).toEqual([]);
  });

  it('reads class names, not declarations or numbers', () => {
    expect(
      classesOf('.a:hover .b-c { margin: 0.5rem } /* .comment */ .d.e { color: rgba(0, 0, 0, 0.5) }'),
    ).toEqual(new Set(['a', 'b-c', 'd', 'e']));
  });
});
