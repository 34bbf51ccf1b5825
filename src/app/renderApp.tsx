import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import type { Locale } from '../interface/locales';
import type { Messages } from '../i18n/messages/types';
// First, so every component's styles come after the baseline. The build puts the one stylesheet of the app inside
// index.html (scripts/vite/inlineHeadAssets.ts), so it costs no request and never holds back the first search.
import '../ui/styles/global.css';
import { App } from './App';
import type { AppStart } from './startApp';

/**
 * Renders the app into `container`. Its own chunk (React DOM and every component) is fetched with the start-up
 * script (src/main.ts; index.html modulepreloads it) and evaluated only once the first search has left.
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
