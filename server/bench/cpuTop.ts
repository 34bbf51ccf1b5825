/**
 * The functions a V8 CPU profile (`node --cpu-prof`) spent most self time in, idle time left out: what a
 * profile of the service under a search run is read with (profileSearch.ts). Pure but for reading the file.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface SelfTime {
  /** `function file:line`, the file from `server/`, `src/` or `node_modules/` on. */
  name: string;
  ms: number;
  /** Share of the profile's busy (not idle) time. */
  share: number;
}

const IDLE = new Set(['(idle)', '(program)']);

/** Self time per function, most first. */
export function selfTimes(profile: CpuProfile): { busyMs: number; top: SelfTime[] } {
  const byNode = new Map<number, number>();
  profile.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byName = new Map<string, number>();
  let busy = 0;
  for (const node of profile.nodes) {
    const us = byNode.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (IDLE.has(functionName)) continue;
    busy += us;
    const file = url.replace(/^.*?\/(node_modules\/|server\/|src\/)/, '$1');
    const name = `${functionName === '' ? '(anonymous)' : functionName} ${file}:${lineNumber + 1}`;
    byName.set(name, (byName.get(name) ?? 0) + us);
  }
  const top = [...byName]
    .map(([name, us]) => ({ name, ms: us / 1000, share: busy === 0 ? 0 : us / busy }))
    .sort((a, b) => b.ms - a.ms);
  return { busyMs: busy / 1000, top };
}

export function readProfile(path: string): CpuProfile {
  return JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
}

/** The table of the `count` functions with most self time. */
export function selfTimeReport(profile: CpuProfile, count: number): string {
  const { busyMs, top } = selfTimes(profile);
  return [
    `busy ${Math.round(busyMs)} ms (idle left out); self time by function:`,
    ...top
      .slice(0, count)
      .map(
        (entry) =>
          `${(entry.share * 100).toFixed(1).padStart(5)} % ${Math.round(entry.ms).toString().padStart(6)} ms  ${entry.name}`,
      ),
  ].join('\n');
}
