/**
 * The start-up script: reads the configuration (in the page where the local service served it, else `/config.json`,
 * which index.html preloads) and sends the URL's search at once, while the React app's chunk
 * (src/app/renderApp.tsx, modulepreloaded) and the language's messages load in parallel. It imports no UI library:
 * React DOM and the components are evaluated after the search has left. The whole order: docs/architecture.md,
 * "Start-up sequence".
 */
import { openBudgetDatabaseEarly } from './api';
import { initialLocale } from './interface/locales';
import { startApp } from './app/startApp';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';
import { loadMessages } from './i18n/loadMessages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

const locale = initialLocale(window.location.search, navigator.languages);

// The request budget's database opens while the configuration loads: the first search takes its token there.
openBudgetDatabaseEarly();

const started = loadRuntimeConfig().then(startApp);
// The app's chunk is fetched already (modulepreload); it is evaluated once the search has left.
const app = started.then((start) => start.searchLeft).then(() => import('./app/renderApp'));
Promise.all([started, loadMessages(locale), app]).then(
  ([start, messages, { renderApp }]) => renderApp(container, start, { locale, messages }),
  (error: unknown) => showStartFailure(container, error),
);

/** Without configuration (or the app's code) there is nothing to run; say so plainly, in both languages. */
function showStartFailure(root: HTMLElement, error: unknown): void {
  const main = document.createElement('main');
  const heading = document.createElement('h1');
  heading.textContent = 'Katalogsøk / Catalogue search';
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = `Appen kunne ikke starte / The app could not start: ${
    error instanceof Error ? error.message : String(error)
  }`;
  main.append(heading, message);
  root.replaceChildren(main);
}
