import type { RuntimeConfig } from './interface/runtimeConfig';

export function App({ config }: { config: RuntimeConfig }) {
  return (
    <main>
      <h1>Katalogsøk</h1>
      <p>
        Søketjeneste: <span data-testid="service-label">{config.serviceLabel}</span> (
        <code>{config.searchApiBaseUrl}</code>)
      </p>
    </main>
  );
}
