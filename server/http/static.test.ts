import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { HEAD_SCRIPT } from '../../src/interface/headScript';
import { EARLY_SUBMIT_SCRIPT, FRAME_SCRIPT } from '../../src/interface/pageFrame';
import { LATE_CODE_SCRIPT } from '../../src/interface/lateCode';
import { RuntimeConfig } from '../../src/interface/runtimeConfig';
import { exchange } from './testing/rawSocket';
import { startTestServer, TEST_CATALOGUE_SIZE, type TestServer } from './testing/testServer';

const CONFIG_PRELOAD = '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />';
const BUILT_INDEX = [
  '<!doctype html><html lang="nb"><head><title>Katalogsøk</title>',
  CONFIG_PRELOAD,
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/nb-Nb1.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');
/** The page as served: the configuration in it, where the build preloads it (filled in once the server runs). */
let INDEX = '';
/** Vite's manifest, as much of it as the service reads: each language's messages chunk. */
const MANIFEST = {
  'src/main.ts': { file: 'assets/index-AbC123.js', isEntry: true },
  'src/i18n/messages/nb.ts': { file: 'assets/nb-Nb1.js', isDynamicEntry: true },
  'src/i18n/messages/nn.ts': { file: 'assets/nn-Nn2.js', isDynamicEntry: true },
  'src/i18n/messages/en.ts': { file: 'assets/en-En3.js', isDynamicEntry: true },
};
const ASSET = 'console.info("app");';
let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'catalogue-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), BUILT_INDEX);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(join(dir, 'assets', 'index-AbC123.js'), ASSET);
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dir, '.env'), 'SECRET=1');
  server = await startTestServer({ env: { STATIC_DIR: dir } });
  const config = await (await fetch(`${server.base}/config.json`)).text();
  INDEX = BUILT_INDEX.replace(
    CONFIG_PRELOAD,
    `<script type="application/json" id="runtime-config">${config}</script>`,
  );
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** A GET with the path sent exactly as written (fetch would normalise some of them); HTTP/1.0, so not chunked. */
async function rawGet(path: string, accept: string, method = 'GET') {
  const raw = await exchange(
    server.base,
    `${method} ${path} HTTP/1.0\r\nHost: localhost\r\nAccept: ${accept}\r\n\r\n`,
  );
  const end = raw.indexOf('\r\n\r\n');
  const body = Buffer.from(raw.slice(end + 4), 'latin1').toString('utf8');
  return { status: Number(raw.split(' ')[1]), head: raw.slice(0, end), body };
}

function expectSecurityHeaders(response: Response, frameAncestors = '*', connect = "'self'"): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBeNull();
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  // This origin's scripts and the pages' four inline scripts, by the hash of their exact text: no other inline one.
  const hash = (script: string) => createHash('sha256').update(script).digest('base64');
  const inline = [HEAD_SCRIPT, FRAME_SCRIPT, EARLY_SUBMIT_SCRIPT, LATE_CODE_SCRIPT];
  expect(csp).toContain(`script-src 'self' ${inline.map((script) => `'sha256-${hash(script)}'`).join(' ')};`);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain(`connect-src ${connect}`);
  expect(csp).toContain(`frame-ancestors ${frameAncestors}`);
}

describe('the built app', () => {
  it('serves index.html at / without caching', async () => {
    const response = await fetch(`${server.base}/`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(response);
    expect(await response.text()).toBe(INDEX);
  });

  it('puts in the page what /config.json answers, instead of the preload of it', async () => {
    const page = await (await fetch(`${server.base}/`, { headers: html })).text();
    expect(page).not.toContain('/config.json');
    const inline = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(page)?.[1];
    expect(RuntimeConfig.parse(JSON.parse(inline ?? 'null'))).toEqual(
      await (await fetch(`${server.base}/config.json`)).json(),
    );
  });

  it('serves each page in the language the app will choose, preloading that language’s messages', async () => {
    const page = async (path: string, acceptLanguage?: string) => {
      const headers = acceptLanguage === undefined ? html : { ...html, 'accept-language': acceptLanguage };
      const response = await fetch(`${server.base}${path}`, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('vary')).toMatch(/accept-language/i);
      return response.text();
    };
    const english = await page('/datasets?q=vann', 'en-GB,en;q=0.9,nb;q=0.5');
    expect(english).toBe(
      INDEX.replace('lang="nb"', 'lang="en"').replace('/assets/nb-Nb1.js', '/assets/en-En3.js'),
    );
    // The URL's `lang` wins over the browser's preference, as in the app.
    const nynorsk = await page('/?lang=nn', 'en-GB');
    expect(nynorsk).toContain('<html lang="nn">');
    expect(nynorsk).toContain('<link rel="modulepreload" crossorigin href="/assets/nn-Nn2.js">');
    expect(nynorsk).not.toContain('nb-Nb1.js');
    // Preference order, not header order; a language the app lacks is skipped; nothing usable means Bokmål.
    expect(await page('/concepts', 'de;q=1, nn;q=0.2, en;q=0.7')).toContain('<html lang="en">');
    expect(await page('/concepts', 'sv, da')).toBe(INDEX);
    expect(await page('/concepts?lang=xx', 'no-NO')).toBe(INDEX);
  });

  it('caches hashed assets for a year and revalidates other files', async () => {
    const asset = await fetch(`${server.base}/assets/index-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expectSecurityHeaders(asset);
    expect(await asset.text()).toBe(ASSET);
    const icon = await fetch(`${server.base}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers the app routes with index.html (SPA fallback)', async () => {
    for (const path of ['/datasets', '/concepts?q=skole&page=2', '/information-models/deeper']) {
      const response = await fetch(`${server.base}${path}`, { headers: html });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('answers app routes with index.html for clients that take anything, like link checkers', async () => {
    const clients: Record<string, string>[] = [{ accept: '*/*' }, {}];
    for (const headers of clients) {
      const response = await fetch(`${server.base}/datasets?q=vann`, { headers });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
    }
    const json = await fetch(`${server.base}/datasets`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
  });

  it('answers 404 for missing files that are not pages, dotfiles and paths outside the build', async () => {
    const missing = await fetch(`${server.base}/assets/gone-123.js`, { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expectSecurityHeaders(missing);
    const dotfile = await fetch(`${server.base}/.env`);
    expect(await dotfile.text()).not.toContain('SECRET');
    const outside = await fetch(`${server.base}/..%2f..%2fpackage.json`);
    expect(outside.status).toBeGreaterThanOrEqual(400);
    expect(await outside.text()).not.toContain('"dependencies"');
  });

  it('answers hostile app URLs with the app, as given: no 400, no 404, no redirect', async () => {
    const paths = [
      '/%E0%A4%A',
      '/%zz',
      '/%00',
      '//evil.example',
      '/datasets//x',
      '//evil.example/%2e%2e',
      '/%zz?q=%zz',
    ];
    for (const path of paths) {
      const response = await rawGet(path, 'text/html');
      expect(response.status, path).toBe(200);
      expect(response.head.toLowerCase(), path).not.toContain('location:');
      expect(response.head, path).toMatch(/content-type: text\/html/i);
      expect(response.head, path).toMatch(/x-content-type-options: nosniff/);
      expect(response.body, path).toBe(INDEX);
    }
    const head = await rawGet('/%zz', 'text/html', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('keeps hostile paths under /api problems, and missing files 404', async () => {
    for (const path of ['/api/%zz', '/api/%00', '/api//search', '/api/%E0%A4%A']) {
      const response = await rawGet(path, 'text/html');
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(response.head, path).toMatch(/content-type: application\/problem\+json/);
    }
    expect((await rawGet('/assets/%zz.js', '*/*')).status).toBe(200);
    expect((await rawGet('/assets/gone.js', '*/*')).status).toBe(404);
  });

  it('serves /config.json in the app’s schema, never cached', async () => {
    const response = await fetch(`${server.base}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(response);
    const config = RuntimeConfig.parse(await response.json());
    expect(config).toMatchObject({
      defaultEnvironment: 'local',
      resourcePageUrl: 'https://data.norge.no/{lang}/{type}/{id}',
      rateLimit: { perMinute: 10, burst: 20 },
    });
    expect(config.environments.map((environment) => environment.id)).toEqual(['local', 'demo', 'production']);
    expect(config.environments[0]).toEqual({
      id: 'local',
      label: `Local demo catalogue (${server.engine.size.toLocaleString('en-US')} resources, seed 7)`,
      catalogue: { kind: 'demo', resources: server.engine.size, seed: 7 },
      searchApiBaseUrl: '/api',
      organizationCatalogueUrl: '/api/organization-catalogue',
      rateLimit: { perMinute: 10, burst: 20 },
    });
    expect(server.engine.size).toBeLessThanOrEqual(TEST_CATALOGUE_SIZE);
  });
});

describe('configured elsewhere', () => {
  it('points the app at another service, with its origin in the CSP', async () => {
    const other = await startTestServer({
      env: {
        STATIC_DIR: dir,
        SEARCH_API_BASE_URL: 'https://search.api.demo.fellesdatakatalog.digdir.no',
        FRAME_ANCESTORS: "'self' https://portal.example",
        CLIENT_RATE_LIMIT_PER_MINUTE: '5',
        CLIENT_RATE_LIMIT_BURST: '8',
        RESOURCE_PAGE_URL: 'https://example.org/{lang}/{type}/{id}',
      },
    });
    try {
      const response = await fetch(`${other.base}/config.json`);
      expectSecurityHeaders(
        response,
        "'self' https://portal.example",
        "'self' https://search.api.demo.fellesdatakatalog.digdir.no",
      );
      const config = RuntimeConfig.parse(await response.json());
      expect(config.resourcePageUrl).toBe('https://example.org/{lang}/{type}/{id}');
      expect(config.environments[0]).toEqual({
        id: 'local',
        label: 'search.api.demo.fellesdatakatalog.digdir.no',
        searchApiBaseUrl: 'https://search.api.demo.fellesdatakatalog.digdir.no',
        organizationCatalogueUrl: '/api/organization-catalogue',
        rateLimit: { perMinute: 5, burst: 8 },
        // The demo service's resources have pages on its portal.
        portalUrl: 'https://demo.fellesdatakatalog.digdir.no',
      });
    } finally {
      await other.close();
    }
  });
});

describe('without a build', () => {
  it('answers pages with 503 and what to run, while the API works', async () => {
    const unbuilt = await startTestServer({ env: { STATIC_DIR: join(dir, 'missing') } });
    try {
      const page = await fetch(`${unbuilt.base}/datasets`, { headers: html });
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await page.text()).toContain('npm run build');
      expectSecurityHeaders(page);
      const api = await fetch(`${unbuilt.base}/api/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(api.status).toBe(200);
      expect((await fetch(`${unbuilt.base}/config.json`)).status).toBe(200);
    } finally {
      await unbuilt.close();
    }
  });
});
