import type { BitrixCore, PageConfig } from './types';

/**
 * Reads the page config from `<script type="application/json" id="shop-islands-config">` (docs/embedding.md#page-config).
 * Missing or invalid config gives the defaults (invalid JSON is also logged); unknown keys are kept.
 * `sessid` falls back to `BX.bitrix_sessid()` when Bitrix's core is on the page, read when used.
 */
export function readPageConfig(document: Document, window: Window): PageConfig {
  let parsed: Partial<PageConfig> | undefined;
  try {
    parsed = JSON.parse(document.getElementById('shop-islands-config')?.textContent || '{}');
  } catch (error) {
    console.error('[shop-islands] bad #shop-islands-config', error);
  }
  const config: PageConfig = { sessid: '', user: { isAuth: false, email: '' }, endpoints: {}, mode: 'normal', ...parsed };
  // docs/embedding.md#session-id: without one of its own, Bitrix's, read at each use: a composite
  // page's core learns the session (or a renewed one) after the islands have started.
  if (!config.sessid) Object.defineProperty(config, 'sessid', { get: () => (window as { BX?: BitrixCore }).BX?.bitrix_sessid?.() || '', enumerable: true });
  return config;
}
