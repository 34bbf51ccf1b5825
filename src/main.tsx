import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { loadRuntimeConfig } from './config/loadRuntimeConfig';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

loadRuntimeConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  (error: unknown) => {
    root.render(
      <main>
        <h1>Katalogsøk</h1>
        <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
      </main>,
    );
  },
);
