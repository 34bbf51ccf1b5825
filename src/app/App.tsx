import { QueryClientProvider } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';

import { HistoryRouter } from '../bindings/routerInternals';
import { SearchDriverProvider } from '../bindings/searchDriver';
import { ServicesProvider } from '../bindings/services';
import type { Locale } from '../interface/locales';
import type { LayoutHint } from '../interface/pageRender';
import type { Messages } from '../i18n/messages/types';
import { PageTheme } from '../ui/PageTheme';
import { LayoutHintContext } from '../ui/useMediaQuery';
import { LocaleGate } from './LocaleGate';
import { SearchPage } from './SearchPage';
import type { AppParts } from './startApp';
import { useScrollRestoration } from '../bindings/useScrollRestoration';

export interface AppProps {
  start: AppParts;
  initialMessages: { locale: Locale; messages: Messages };
  /** The language when the URL names none: the browser's preference, or the server-rendered page's. */
  fallbackLocale: Locale;
  /** The arrangement a server-rendered page was rendered in (`null`: rendered in the browser only). */
  layout: LayoutHint | null;
  /** Runs in the first commit (a layout effect): the page's early typing is handed over there (src/main.ts). */
  onFirstCommit?: () => void;
}

function Root({ initialMessages, fallbackLocale }: Pick<AppProps, 'initialMessages' | 'fallbackLocale'>) {
  useScrollRestoration();
  return (
    <LocaleGate initial={initialMessages} fallback={fallbackLocale}>
      <SearchPage />
    </LocaleGate>
  );
}

export function App({ start, initialMessages, fallbackLocale, layout, onFirstCommit }: AppProps) {
  const { services, queryClient, history, driver } = start;
  // A layout effect runs in the commit itself: no key reaches the app's search box before this has run.
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  // The embedding options are the host's and never change for the page's life: read once.
  const [choice] = useState(() => {
    const { accent, embed } = driver.getSnapshot().embed;
    return { accent, embed };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ServicesProvider services={services}>
        <SearchDriverProvider driver={driver}>
          <LayoutHintContext value={layout}>
            {/* The app's colours, or an embedding host's accent and a transparent page. */}
            <PageTheme choice={choice}>
              {/* Without transitions the router renders a new location at once, as the driver does. */}
              <HistoryRouter history={history} useTransitions={false}>
                <Root initialMessages={initialMessages} fallbackLocale={fallbackLocale} />
              </HistoryRouter>
            </PageTheme>
          </LayoutHintContext>
        </SearchDriverProvider>
      </ServicesProvider>
    </QueryClientProvider>
  );
}
