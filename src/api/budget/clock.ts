/** Time and timers, injectable so tests can drive the budget with a clock they advance. */
/** A plain number in every environment (the platform's handle is a number in browsers, an object in Node). */
export type TimerId = number;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerId;
  clearTimeout(id: TimerId): void;
}

const handles = new Map<TimerId, ReturnType<typeof setTimeout>>();
let nextId = 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => {
    const id = nextId++;
    handles.set(
      id,
      setTimeout(() => {
        handles.delete(id);
        callback();
      }, ms),
    );
    return id;
  },
  clearTimeout: (id) => {
    clearTimeout(handles.get(id));
    handles.delete(id);
  },
};
