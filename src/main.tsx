import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { createAppServices } from './app/createAppServices';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';
import { initialLocale } from './app/initialLocale';
import { loadMessages } from './i18n/loadMessages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

const locale = initialLocale(window.location.search, navigator.languages);

// The configuration and the language's messages load in parallel; the app renders once both are here.
Promise.all([loadRuntimeConfig(), loadMessages(locale)]).then(
  ([config, messages]) =>
    root.render(
      <StrictMode>
        <App services={createAppServices(config)} initialMessages={{ locale, messages }} />
      </StrictMode>,
    ),
  (error: unknown) => {
    // Without configuration there is no service to search; say so plainly (in both languages: none is loaded).
    root.render(
      <main>
        <h1>Katalogsøk / Catalogue search</h1>
        <p role="alert">
          Appen kunne ikke starte / The app could not start:{' '}
          {error instanceof Error ? error.message : String(error)}
        </p>
      </main>,
    );
  },
);
