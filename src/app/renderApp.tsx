import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import type { Locale } from '../interface/locales';
import type { LayoutHint } from '../interface/pageRender';
import type { Messages } from '../i18n/messages/types';
// First, so every component's styles come after the baseline. The build puts this chunk's stylesheet into
// index.html itself (scripts/vite/inlineHeadAssets.ts), so it never blocks the start-up script and the first search.
import '../ui/styles/global.css';
import { App } from './App';
import type { AppStart } from './startApp';

export interface RenderChoices {
  readonly initialMessages: { readonly locale: Locale; readonly messages: Messages };
  /** The language when the URL names none. */
  readonly fallbackLocale: Locale;
  /** A server-rendered page's arrangement (`null` for a page rendered here). */
  readonly layout: LayoutHint | null;
  /** Runs in the first commit, before any event reaches the app's markup. */
  readonly onFirstCommit?: () => void;
}

/**
 * Renders the app into `container`, or hydrates the server's markup of it (`start.hydrate`). Its own chunk (React
 * DOM and every component, with their stylesheet), loaded by the start-up script (src/main.ts) in parallel with
 * the first search, which leaves before this code has even been evaluated.
 */
export function renderApp(container: HTMLElement, start: AppStart, choices: RenderChoices): void {
  const app = (
    <StrictMode>
      <App
        start={start}
        initialMessages={choices.initialMessages}
        fallbackLocale={choices.fallbackLocale}
        layout={choices.layout}
        onFirstCommit={choices.onFirstCommit}
      />
    </StrictMode>
  );
  if (start.hydrate) {
    // The markup is on screen already: hydration only attaches to it, in chunks that yield to the browser.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (on a slow phone, hundreds of milliseconds of blocking time before the first paint).
  startTransition(() => {
    root.render(app);
  });
}
