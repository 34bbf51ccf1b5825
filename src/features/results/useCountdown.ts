import { useEffect, useState } from 'react';

/** Whole seconds until `until` (epoch ms on `clock`), rounded up and updated as each second passes; 0 without one. */
export function useCountdown(until: number | null, clock: () => number): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    if (until === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = clock();
      setNow(at);
      const left = until - at;
      // Wake when the rounded-up count next changes.
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [until, clock]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
