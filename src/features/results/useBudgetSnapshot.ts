import { useCallback, useSyncExternalStore } from 'react';

import type { BudgetSnapshot } from '../../api';
import { useServices } from '../../bindings/services';

/** The request budget's state (ready, waiting for tokens, throttled by the service), kept current. */
export function useBudgetSnapshot(): BudgetSnapshot {
  const { budget } = useServices();
  const subscribe = useCallback((onChange: () => void) => budget.subscribe(onChange), [budget]);
  const snapshot = useCallback(() => budget.getSnapshot(), [budget]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
