// Installs npm folders from their locks, for ensure-setup.mjs and the build. No dependencies: it
// runs before anything else is installed.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `npm ci` in `folder` when its node_modules is missing or older than its package-lock.json. */
export function npmCiIfStale(folder, what) {
  const installed = `${folder}node_modules/.package-lock.json`;
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(`${folder}package-lock.json`).mtimeMs) return;
  console.log(`setup: installing ${what} (npm ci)…`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: folder, stdio: 'inherit' });
}
