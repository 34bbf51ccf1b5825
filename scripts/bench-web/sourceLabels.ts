/**
 * Names the functions of a V8 CPU profile by their place in the source: the built app's call frames are mapped
 * through the build's source maps (`dist/assets/*.js.map`) to their names and lines (`src/…`, or the package).
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';

import { z } from 'zod';

export const CallFrame = z.object({
  functionName: z.string(),
  url: z.string(),
  lineNumber: z.number(),
  columnNumber: z.number(),
});
export type CallFrame = z.infer<typeof CallFrame>;

/** A profile as `Profiler.stop` gives it. */
export const CpuProfile = z.object({
  nodes: z.array(
    z.object({ id: z.number(), callFrame: CallFrame, children: z.array(z.number()).optional() }),
  ),
  startTime: z.number(),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});
export type CpuProfile = z.infer<typeof CpuProfile>;

/** A source map as Node's `SourceMap` takes it. */
const SourceMapPayload = z.object({
  file: z.string().default(''),
  version: z.number(),
  sources: z.array(z.string()),
  // Not needed to map places (and may hold nulls).
  sourcesContent: z.unknown().transform((): string[] => []),
  names: z.array(z.string()),
  mappings: z.string(),
  sourceRoot: z.string().default(''),
});
/** What `findEntry` gives for a mapped place (an empty object elsewhere). */
const MapEntry = z.object({
  originalSource: z.string(),
  originalLine: z.number(),
  name: z.string().optional(),
});

/** Names a call frame by its place in the source (through the build's source map), else as V8 names it. */
export function sourceLabeller(root: string): (frame: CallFrame | undefined) => string {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (url: string): SourceMap | null => {
    if (!maps.has(url)) {
      const file = join(root, 'dist', new URL(url).pathname);
      let consumer: SourceMap | null = null;
      try {
        consumer = new SourceMap(SourceMapPayload.parse(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
      } catch {
        // No map beside it (an inline script, the page itself): V8's own names.
      }
      maps.set(url, consumer);
    }
    return maps.get(url) ?? null;
  };
  return (frame) => {
    if (!frame) return '?';
    const fallback = `${frame.functionName || '(anonymous)'}${frame.url ? ` ${frame.url}` : ''}`;
    if (!frame.url.includes('/assets/')) return fallback;
    // Both 0-based, as V8 reports them.
    const place = MapEntry.safeParse(mapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber));
    if (!place.success) return fallback;
    const { originalSource, originalLine, name } = place.data;
    const source = originalSource.replace(/^.*node_modules\//, '').replace(/^.*?\/src\//, 'src/');
    return `${name ?? (frame.functionName || '(anonymous)')} ${source}:${originalLine + 1}`;
  };
}
