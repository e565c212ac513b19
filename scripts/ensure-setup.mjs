// Runs before `npm start` and `npm test`, so that the two quick-start commands do all the set-up
// on a fresh clone: the exact npm packages of package-lock.json, and
// (for the tests) Debian's Chromium. No dependencies: it must run before anything is installed.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { npmCiIfStale } from './npm-setup.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

npmCiIfStale(root, 'the npm packages of package-lock.json');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.argv.includes('--browser') && !existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('setup: installing Debian’s chromium for the browser tests…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
  } else {
    console.error(`setup: the browser tests need Chromium at ${chromium}: install Debian’s package "chromium" (as root: apt-get install chromium), or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
