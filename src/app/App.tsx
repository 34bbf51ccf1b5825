import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider hands a theme without CSS variables (ours) to this one, but also bundles the CSS-variables
// provider it never uses here (about 3 KB gzipped of the first page).
import ThemeProvider from '@mui/system/ThemeProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { SearchDriverProvider } from '../features/search/SearchDriver';
import { SearchPage } from '../features/search/SearchPage';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages/types';
import { LocaleGate } from './LocaleGate';
import { createQueryClient } from './queryClient';
import { ServicesProvider, type AppServices } from './services';
import { theme } from './theme';
import { useScrollRestoration } from './useScrollRestoration';

interface AppProps {
  services: AppServices;
  initialMessages: { locale: Locale; messages: Messages };
}

function Root({ initialMessages }: Pick<AppProps, 'initialMessages'>) {
  useScrollRestoration();
  return (
    <SearchDriverProvider>
      <LocaleGate initial={initialMessages}>
        <SearchPage />
      </LocaleGate>
    </SearchDriverProvider>
  );
}

export function App({ services, initialMessages }: AppProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ServicesProvider services={services}>
          <BrowserRouter>
            <Root initialMessages={initialMessages} />
          </BrowserRouter>
        </ServicesProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
