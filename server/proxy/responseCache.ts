/**
 * The proxy's shared answer cache: least recently used first out, bounded by entries and by size, fresh
 * for a TTL and kept a while longer as a stale answer for when the upstream fails or the budget is spent.
 * Pure: the clock is passed in.
 */
export interface CachedAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface ResponseCacheOptions {
  /** How long an answer is served as fresh. */
  ttlMs: number;
  /** How long past its TTL an answer may still be served as stale. */
  maxStaleMs: number;
  maxEntries: number;
  /** Bound on the cached text, keys and bodies, in UTF-16 code units (about bytes / 2). */
  maxChars: number;
}

export interface CacheLookup {
  answer: CachedAnswer;
  fresh: boolean;
}

export interface ResponseCache {
  get(key: string, now: number): CacheLookup | null;
  set(key: string, answer: CachedAnswer, now: number): void;
  readonly size: number;
  readonly chars: number;
}

interface Entry {
  answer: CachedAnswer;
  storedAt: number;
  chars: number;
}

export function createResponseCache(options: ResponseCacheOptions): ResponseCache {
  const entries = new Map<string, Entry>();
  let chars = 0;

  const remove = (key: string): void => {
    const entry = entries.get(key);
    if (entry === undefined) return;
    entries.delete(key);
    chars -= entry.chars;
  };

  return {
    get(key, now) {
      const entry = entries.get(key);
      if (entry === undefined) return null;
      const age = now - entry.storedAt;
      if (age > options.ttlMs + options.maxStaleMs) {
        remove(key);
        return null;
      }
      // Re-inserting keeps the map in least-recently-used order.
      entries.delete(key);
      entries.set(key, entry);
      return { answer: entry.answer, fresh: age <= options.ttlMs };
    },
    set(key, answer, now) {
      remove(key);
      const size = key.length + answer.body.length;
      if (size > options.maxChars) return;
      while (entries.size >= options.maxEntries || chars + size > options.maxChars) {
        const oldest = entries.keys().next();
        if (oldest.done === true) break;
        remove(oldest.value);
      }
      entries.set(key, { answer, storedAt: now, chars: size });
      chars += size;
    },
    get size() {
      return entries.size;
    },
    get chars() {
      return chars;
    },
  };
}
