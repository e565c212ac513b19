// React 18.3 for the React drop-in lives in vendor/react-18 with its own lock: npm will not put
// react-dom 18 beside the react 19 that the packages, tests and Storybook use (a peer conflict).
// No dependencies: ensure-setup.mjs runs this before anything else is installed.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../vendor/react-18/', import.meta.url));

/** Installs vendor/react-18 from its lock when it is missing or older than the lock. */
export function ensureReact18() {
  const installed = `${folder}node_modules/.package-lock.json`;
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(`${folder}package-lock.json`).mtimeMs) return;
  console.log('setup: installing React 18.3 for the React drop-in (vendor/react-18, npm ci)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: folder, stdio: 'inherit' });
}
