import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';
import { initialLocale } from './app/initialLocale';
import { startApp } from './app/startApp';
import { loadMessages } from './i18n/loadMessages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

const locale = initialLocale(window.location.search, navigator.languages);

// The configuration (preloaded by index.html) and the language's messages load in parallel; the URL's search is
// sent as soon as the configuration is here, and the app renders once the messages are too.
Promise.all([loadRuntimeConfig().then(startApp), loadMessages(locale)]).then(
  ([start, messages]) =>
    root.render(
      <StrictMode>
        <App start={start} initialMessages={{ locale, messages }} />
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
