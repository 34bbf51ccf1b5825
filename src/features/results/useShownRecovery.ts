import { useState } from 'react';

import type { Recovery } from '../../api';

export interface ShownRecovery {
  readonly recovery: Recovery;
  /** True while the next try waits; false while it is on its way. */
  readonly waiting: boolean;
}

/**
 * The recovery of `lane` to show: the budget's while the failed search waits, and the last one while its next try is
 * on its way (`fetching`), so the notice stays put between tries instead of blinking, and is gone once the search
 * ends (answered, refused or replaced).
 */
export function useShownRecovery(
  recovery: Recovery | null,
  lane: string,
  fetching: boolean,
): ShownRecovery | null {
  const [last, setLast] = useState<Recovery | null>(null);
  const current = recovery?.lane === lane ? recovery : null;
  // Adjusted during render (React's pattern for state derived from props): no frame shows the stale value.
  if (current !== null && current !== last) setLast(current);
  else if (current === null && !fetching && last !== null) setLast(null);
  const shown = current ?? (fetching ? last : null);
  return shown ? { recovery: shown, waiting: current !== null } : null;
}
