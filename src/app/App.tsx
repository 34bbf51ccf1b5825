import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider hands a theme without CSS variables (ours) to this one, but also bundles the CSS-variables
// provider it never uses here (about 3 KB gzipped of the first page).
import ThemeProvider from '@mui/system/ThemeProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { routerHistory } from '../bindings/routerHistory';
import { SearchDriverProvider } from '../bindings/searchDriver';
import { ServicesProvider, type AppServices } from '../bindings/services';
import { systemClock } from '../api/budget/clock';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages/types';
import { createSearchDriver, type SearchDriver } from '../search/driver/searchDriver';
import { LocaleGate } from './LocaleGate';
import { createQueryClient } from './queryClient';
import { SearchPage } from './SearchPage';
import { theme } from './theme';
import { useScrollRestoration } from './useScrollRestoration';

interface AppProps {
  services: AppServices;
  initialMessages: { locale: Locale; messages: Messages };
}

function Root({ initialMessages }: Pick<AppProps, 'initialMessages'>) {
  useScrollRestoration();
  return (
    <LocaleGate initial={initialMessages}>
      <SearchPage />
    </LocaleGate>
  );
}

interface Navigation {
  readonly router: ReturnType<typeof createBrowserRouter>;
  readonly driver: SearchDriver;
}

/** The address bar's router and the search driver on it: made once, outside rendering's reach. */
function createNavigation(initialMessages: AppProps['initialMessages']): Navigation {
  const router = createBrowserRouter([{ path: '*', element: <Root initialMessages={initialMessages} /> }]);
  return { router, driver: createSearchDriver({ history: routerHistory(router), clock: systemClock }) };
}

export function App({ services, initialMessages }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const [{ router, driver }] = useState(() => createNavigation(initialMessages));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>
          <SearchDriverProvider driver={driver}>
            {/* Without transitions the router renders a new location at once, as the driver does. */}
            <RouterProvider router={router} useTransitions={false} />
          </SearchDriverProvider>
        </ServicesProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
