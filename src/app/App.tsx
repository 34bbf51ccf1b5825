import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider hands a theme without CSS variables (ours) to this one, but also bundles the CSS-variables
// provider it never uses here (about 3 KB gzipped of the first page).
import ThemeProvider from '@mui/system/ThemeProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';

import { SearchDriverProvider } from '../bindings/searchDriver';
import { ServicesProvider } from '../bindings/services';
import type { Locale } from '../interface/locales';
import type { Messages } from '../i18n/messages/types';
import type { EmbedOptions } from '../search/embed/embedOptions';
import { LocaleGate } from './LocaleGate';
import { SearchPage } from './SearchPage';
import type { AppStart } from './startApp';
import { themeFor } from './theme';
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

/**
 * The app's theme, or an embedding host's (its accent colour, a transparent page). The embedding options are the
 * host's and never change for the page's life, so this reads them once instead of on every change of search.
 */
function Themed({ embed, children }: { embed: EmbedOptions; children: ReactNode }) {
  return (
    <ThemeProvider theme={themeFor({ accent: embed.accent, embed: embed.embed })}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function App({ start, initialMessages }: AppProps) {
  const { services, queryClient, history, driver } = start;
  return (
    <QueryClientProvider client={queryClient}>
      <ServicesProvider services={services}>
        <SearchDriverProvider driver={driver}>
          <Themed embed={driver.getSnapshot().embed}>
            {/* Without transitions the router renders a new location at once, as the driver does. */}
            <HistoryRouter history={history} useTransitions={false}>
              <Root initialMessages={initialMessages} />
            </HistoryRouter>
          </Themed>
        </SearchDriverProvider>
      </ServicesProvider>
    </QueryClientProvider>
  );
}
