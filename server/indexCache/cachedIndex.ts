/**
 * An engine index and the catalogue's organisations in the index cache: read back (checked part by part;
 * anything that does not fit is a warning and a rebuild), or stored in the background after a build, the
 * resources encoded a thousand at a time so that a serving process keeps answering meanwhile.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

import { OrganizationList, type Organization } from '../../src/interface/organization';
import { docTextSteps, type DocTexts } from '../engine/docStore';
import type { EngineIndex } from '../engine/engineIndex';
import { PackError, type Packable } from '../engine/persist/pack';
import { indexFromSnapshot, snapshotOf } from '../engine/persist/snapshot';
import { readEntry, writeEntry, type Warn, type WriteOptions } from './cacheStore';

export interface CachedIndex {
  index: EngineIndex;
  organizations: Organization[];
}

/** The cached index for `key`, or null (with a warning when an entry was there but unusable). */
export async function readCachedIndex(dir: string, key: string, warn: Warn): Promise<CachedIndex | null> {
  const stored = await readEntry(dir, key, warn);
  if (stored === null) return null;
  try {
    return fromStored(stored);
  } catch (error) {
    warn(
      `index cache: entry for this catalogue not used (${error instanceof Error ? error.message : String(error)}); rebuilding`,
    );
    return null;
  }
}

function fromStored(stored: Packable): CachedIndex {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored) || ArrayBuffer.isView(stored)) {
    throw new PackError('expected an object');
  }
  const entry = stored as { readonly [key: string]: Packable };
  const organizations = typeof entry.organizations === 'string' ? entry.organizations : null;
  const parsed = organizations === null ? null : OrganizationList.safeParse(JSON.parse(organizations));
  if (parsed?.success !== true) throw new PackError('organizations: not a list of organisations');
  return { index: indexFromSnapshot(entry.index ?? null), organizations: parsed.data };
}

/** The tree stored for `index`. */
export function entryOf(
  key: string,
  index: EngineIndex,
  organizations: readonly Organization[],
  texts?: DocTexts,
): Packable {
  return { key, index: snapshotOf(index, texts), organizations: JSON.stringify(organizations) };
}

/**
 * Stores `index` under `key`, yielding to the event loop between parts. Says where and how long it took, or
 * null when it could not (with a warning) or was abandoned (`options.signal`, quietly). Never rejects.
 */
export async function writeCachedIndexLater(
  dir: string,
  key: string,
  index: EngineIndex,
  organizations: readonly Organization[],
  warn: Warn,
  options: WriteOptions = {},
): Promise<string | null> {
  const started = performance.now();
  const { signal } = options;
  try {
    await nextTurn();
    const steps = docTextSteps(index.docs);
    let step = steps.next();
    while (step.done !== true) {
      if (signal?.aborted === true) return null;
      await nextTurn();
      step = steps.next();
    }
    const tree = entryOf(key, index, organizations, step.value);
    const path = await writeEntry(dir, key, tree, warn, options);
    return path === null
      ? null
      : `index cache: stored ${path} in ${Math.round(performance.now() - started)} ms`;
  } catch (error) {
    warn(`index cache: not stored (${error instanceof Error ? error.message : String(error)})`);
    return null;
  }
}
