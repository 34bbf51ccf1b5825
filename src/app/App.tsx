import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider hands a theme without CSS variables (ours) to this one, but also bundles the CSS-variables
// provider it never uses here (about 3 KB gzipped of the first page).
import ThemeProvider from '@mui/system/ThemeProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';

import { sharedBrowserHistory, type RouterHistory } from '../bindings/browserHistory';
import { SearchDriverProvider } from '../bindings/searchDriver';
import { ServicesProvider, type AppServices } from '../bindings/services';
import { systemClock } from '../api/budget/clock';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages/types';
import { createSearchDriver, type SearchDriver } from '../search/driver/searchDriver';
import { keyLoadedEntry } from './entryKey';
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
  readonly history: RouterHistory;
  readonly driver: SearchDriver;
}

/** The browser history and the search driver on it: made once, before the first render reads them. */
function createNavigation(): Navigation {
  keyLoadedEntry(window.history);
  const { history, adapter } = sharedBrowserHistory();
  return { history, driver: createSearchDriver({ history: adapter, clock: systemClock }) };
}

export function App({ services, initialMessages }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  const [{ history, driver }] = useState(createNavigation);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>
          <SearchDriverProvider driver={driver}>
            {/* Without transitions the router renders a new location at once, as the driver does. */}
            <HistoryRouter history={history} useTransitions={false}>
              <Root initialMessages={initialMessages} />
            </HistoryRouter>
          </SearchDriverProvider>
        </ServicesProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
