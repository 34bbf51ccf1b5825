/**
 * Ends the current task and resolves at the start of a new one, so that the browser may paint and handle input in
 * between. Work after a server-rendered page's first paint runs in such steps: on a slow phone each step stays
 * under the 50 ms that makes a task "long" (and blocks a tap), where one task for all of it would not.
 * `scheduler.yield()` resumes ahead of other queued tasks where the browser has it; a message on a channel is the
 * next best (a timer may wait 4 ms and more once nested).
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

function platformScheduler(): YieldingScheduler | null {
  const candidate: unknown = Reflect.get(globalThis, 'scheduler');
  if (typeof candidate !== 'object' || candidate === null) return null;
  const yieldFn: unknown = Reflect.get(candidate, 'yield');
  return typeof yieldFn === 'function' ? { yield: () => Promise.resolve(yieldFn.call(candidate)) } : null;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = platformScheduler();
  if (scheduler) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
