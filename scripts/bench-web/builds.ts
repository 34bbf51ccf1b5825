/** The builds the benchmark measures: the app (`npm run build` into dist/) and the minimal page (into `outDir`). */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

const MINIMAL_ROOT = 'scripts/bench-web/minimal';

async function vite(root: string, args: readonly string[]): Promise<void> {
  const child = spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`vite ${args.join(' ')} failed (exit code ${String(code)})`);
}

/** The app as `npm run build` makes it (the browser build and the server bundle that renders its pages). */
export async function buildApp(root: string): Promise<void> {
  const child = spawn('npm', ['run', '--silent', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`npm run build failed (exit code ${String(code)})`);
}

/** The minimal page, built by the app's own Vite configuration (same plugins and options) from its own root. */
export async function buildMinimal(root: string, outDir: string): Promise<void> {
  await vite(root, [
    'build',
    MINIMAL_ROOT,
    '--config',
    'vite.config.ts',
    '--outDir',
    outDir,
    '--emptyOutDir',
  ]);
}
