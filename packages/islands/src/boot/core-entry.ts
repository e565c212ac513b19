/**
 * `core.js`, imported by the loader on every page: the store behind the header counters, the
 * `window.shopIslands.store` hand-off to legacy scripts, and the start-up reconciliation with
 * `getVars.php` — all in `startPage`, which bundler users call themselves.
 */
import { startPage } from '../runtime/start-page';

startPage();
