import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';

import { HistoryRouter } from '../bindings/routerInternals';
import { SearchDriverProvider } from '../bindings/searchDriver';
import { ServicesProvider } from '../bindings/services';
import type { Locale } from '../interface/locales';
import type { Messages } from '../i18n/messages/types';
import { PageTheme } from '../ui/PageTheme';
import { LocaleGate } from './LocaleGate';
import { SearchPage } from './SearchPage';
import type { AppStart } from './startApp';
import { useScrollRestoration } from '../bindings/useScrollRestoration';

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
  // The embedding options are the host's and never change for the page's life: read once.
  const [choice] = useState(() => {
    const { accent, embed } = driver.getSnapshot().embed;
    return { accent, embed };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ServicesProvider services={services}>
        <SearchDriverProvider driver={driver}>
          {/* The app's colours, or an embedding host's accent and a transparent page. */}
          <PageTheme choice={choice}>
            {/* Without transitions the router renders a new location at once, as the driver does. */}
            <HistoryRouter history={history} useTransitions={false}>
              <Root initialMessages={initialMessages} />
            </HistoryRouter>
          </PageTheme>
        </SearchDriverProvider>
      </ServicesProvider>
    </QueryClientProvider>
  );
}
