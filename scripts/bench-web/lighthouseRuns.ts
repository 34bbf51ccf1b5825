/** One Lighthouse run through its command line (a fresh Chromium each time, as Lighthouse intends). */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

import type { Preset } from './figures';
import { lighthouseRunOf, type LighthouseRun } from './lighthouseResult';

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';

export async function runLighthouse(root: string, url: string, preset: Preset): Promise<LighthouseRun> {
  const args = [
    join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    err = (err + chunk).slice(-2_000);
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0)
    throw new Error(`lighthouse ${url} (${preset}) failed with exit code ${String(code)}: ${err.trim()}`);
  return lighthouseRunOf(JSON.parse(Buffer.concat(out).toString('utf8')) as unknown);
}
