import { useEffect, useState } from 'react';

import type { Clock } from '../../api';

/**
 * Whole seconds until `until` (epoch ms on `clock`), rounded up and updated as each second passes; 0 without one.
 * It ticks on the clock the wait is measured by (the budget's), so a test that moves that clock moves the count.
 */
export function useCountdown(until: number | null, clock: Clock): number {
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (until === null) return;
    let timer = 0;
    const tick = () => {
      const at = clock.now();
      setNow(at);
      const left = until - at;
      // Wake when the rounded-up count next changes.
      if (left > 0) timer = clock.setTimeout(tick, left % 1000 || 1000);
    };
    timer = clock.setTimeout(tick, 0);
    return () => clock.clearTimeout(timer);
  }, [until, clock]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
