/**
 * The start-up script. A page the server rendered carries its search's answer (`#page-data`) and is painted before
 * this script is fetched (server/http/lateCode.ts): the app hydrates it without a request, in steps that each end
 * their task. Otherwise it reads the configuration (in the page, or preloaded by index.html) and sends the
 * URL's search at once, while the React app's chunk (src/app/renderApp.tsx, modulepreloaded) and the language's
 * messages load in parallel. It imports no UI library: React DOM and the components are evaluated after the search
 * has left. The whole order: docs/architecture.md, "Start-up sequence".
 */
import { openBudgetDatabaseEarly } from './api';
import { initialLocale, preferredLocale } from './interface/locales';
import {
  adoptEarlyTyping,
  handOverEarlyTyping,
  typingPaused,
  typingTargetOf,
  watchEarlyTyping,
} from './app/earlyTyping';
import { startApp } from './app/startApp';
import { COMMIT_DELAY_MS } from './search/driver/searchDriver';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';
import { hasPageData, readPageData } from './config/readPageData';
import { prepareFormatters } from './i18n/format';
import { yieldToBrowser } from './app/yieldToBrowser';
import { loadMessages } from './i18n/loadMessages';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
void start(container);

async function start(root: HTMLElement): Promise<void> {
  // A page the server rendered shows its results already and nothing waits for this code: each step below runs in
  // a task of its own, short enough not to hold up a tap on a slow phone (this module's evaluation was one task).
  // A page without them searches at once.
  const rendered = hasPageData(document);
  const step = rendered ? yieldToBrowser : () => Promise.resolve();
  await step();
  const page = readPageData(document);
  await step();
  // The page (the frame in index.html, or the server's rendering) takes typing before the app is there: it is kept.
  const urlQuery = new URLSearchParams(window.location.search).get('q') ?? '';
  const earlyTyping = watchEarlyTyping(root, urlQuery, document);
  const locale = page?.locale ?? initialLocale(window.location.search, navigator.languages);

  // The request budget's database opens while the configuration loads: the first search takes its token there.
  openBudgetDatabaseEarly();

  // Without the server's answer, the first search is what the visitor typed meanwhile, once they paused (or
  // pressed Enter), rather than the URL's search they replaced; with it, the app hydrates what the server rendered.
  const paused = page ? step() : typingPaused(earlyTyping, COMMIT_DELAY_MS.typing);
  const started = Promise.all([loadRuntimeConfig(), paused]).then(([config]) =>
    startApp(config, page, (driver) => adoptEarlyTyping(earlyTyping, typingTargetOf(driver)), step),
  );
  // The app's chunk is fetched already (modulepreload); it is evaluated once the search has left.
  const app = started.then((start) => start.searchLeft).then(() => import('./app/renderApp'));
  const ready = started.then((start) => start.hydrate?.ready);
  // Hydration formats the page's numbers and dates: the formats' slow set-up goes first, in steps of its own.
  const formats = rendered ? prepareFormatters(locale, step) : null;
  try {
    const [start, messages, { renderApp }] = await Promise.all([
      started,
      loadMessages(locale),
      app,
      ready,
      formats,
    ]);
    await step();
    renderApp(root, start, {
      initialMessages: { locale, messages },
      fallbackLocale: page?.locale ?? preferredLocale(navigator.languages),
      layout: start.hydrate ? (page?.layout ?? null) : null,
      onFirstCommit: () =>
        handOverEarlyTyping(earlyTyping, () => searchBoxOf(document), typingTargetOf(start.driver)),
    });
  } catch (error: unknown) {
    showStartFailure(root, error);
  }
}

/** The app's search box (SearchBox's `SEARCH_INPUT_ID`, not imported: that module belongs to the app's chunk). */
function searchBoxOf(page: Document): HTMLInputElement | null {
  const box = page.getElementById('search-input');
  return box instanceof HTMLInputElement ? box : null;
}

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
