/** A React Router data router as the search driver's history: the router owns the address, the driver reads it. */
import type { createMemoryRouter } from 'react-router-dom';

import type { HistoryAdapter } from '../search/driver/searchDriver';

type DataRouter = Pick<ReturnType<typeof createMemoryRouter>, 'state' | 'navigate' | 'subscribe'>;

export function routerHistory(router: DataRouter): HistoryAdapter {
  return {
    location: () => router.state.location,
    action: () => router.state.historyAction,
    navigate: (href, { replace, state }) => void router.navigate(href, { replace, state }),
    back: () => void router.navigate(-1),
    listen: (onChange) => router.subscribe(() => onChange()),
  };
}
