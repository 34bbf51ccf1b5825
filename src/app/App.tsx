import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider hands a theme without CSS variables (ours) to this one, but also bundles the CSS-variables
// provider it never uses here (about 3 KB gzipped of the first page).
import ThemeProvider from '@mui/system/ThemeProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';

import { SearchDriverProvider } from '../bindings/searchDriver';
import { ServicesProvider } from '../bindings/services';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages/types';
import { LocaleGate } from './LocaleGate';
import { SearchPage } from './SearchPage';
import type { AppStart } from './startApp';
import { theme } from './theme';
import { useScrollRestoration } from './useScrollRestoration';

interface AppProps {
  start: AppStart;
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

export function App({ start, initialMessages }: AppProps) {
  const { services, queryClient, history, driver } = start;
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
