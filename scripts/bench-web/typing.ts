/**
 * The typing measure: what each keystroke cost, from the Event Timing API's entries (`PerformanceObserver` type
 * `event`), summed up per run as the 90th percentile and the largest interaction.
 */
import { percentile } from './stats';

/** What was typed into the search field, key by key (issue 30's journey on `/datasets?q=vann`). */
export const TYPED = ' og barnehage';
/** The Event Timing threshold asked for: shorter events are not reported at all. */
export const EVENT_THRESHOLD_MS = 16;

/** One Event Timing entry of an interaction: its `interactionId` and its `duration` (input delay to next paint). */
export interface EventEntry {
  readonly interactionId: number;
  readonly duration: number;
}

export interface TypingResult {
  /** The 90th percentile (nearest rank) of the keystrokes' durations. */
  readonly p90: number;
  readonly max: number;
}

/**
 * Each interaction lasts as long as its longest event (keydown and keyup share an `interactionId`), as INP counts
 * it. A keystroke with no entry took less than the threshold: it counts as the threshold itself, so the figures are
 * never below the truth. Null when no key was typed.
 */
export function typingResult(entries: readonly EventEntry[], keys: number): TypingResult | null {
  const byInteraction = new Map<number, number>();
  for (const { interactionId, duration } of entries) {
    if (interactionId <= 0) continue;
    byInteraction.set(interactionId, Math.max(byInteraction.get(interactionId) ?? 0, duration));
  }
  const durations = [...byInteraction.values()];
  while (durations.length < keys) durations.push(EVENT_THRESHOLD_MS);
  const p90 = percentile(durations, 90);
  if (p90 === null) return null;
  return { p90, max: Math.max(...durations) };
}
