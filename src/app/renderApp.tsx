import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import type { Locale } from '../interface/locales';
import type { Messages } from '../i18n/messages/types';
// First, so every component's styles come after the baseline. A stylesheet of this chunk: index.html preloads it
// (scripts/vite/preloadChunks.ts), so it never blocks the start-up script and the first search.
import '../ui/styles/global.css';
import { App } from './App';
import type { AppStart } from './startApp';

/**
 * Renders the app into `container`. Its own chunk (React DOM and every component, with their stylesheet), loaded by the start-up
 * script (src/main.tsx) in parallel with the first search, which leaves before this code has even been evaluated.
 */
export function renderApp(
  container: HTMLElement,
  start: AppStart,
  initialMessages: { readonly locale: Locale; readonly messages: Messages },
): void {
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page (on a slow phone, hundreds of milliseconds of blocking time before the first paint).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App start={start} initialMessages={initialMessages} />
      </StrictMode>,
    );
  });
}
