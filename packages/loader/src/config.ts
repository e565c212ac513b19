import type { BitrixCore, PageConfig } from './types';

/**
 * Reads the page config from `<script type="application/json" id="shop-islands-config">` (docs/embedding.md#page-config).
 * Missing or invalid config gives the defaults (invalid JSON is also logged); unknown keys are kept.
 * `sessid` falls back to `BX.bitrix_sessid()` when Bitrix's core is on the page.
 */
export function readPageConfig(document: Document, window: Window): PageConfig {
  let parsed: Partial<PageConfig> | undefined;
  try {
    parsed = JSON.parse(document.getElementById('shop-islands-config')?.textContent || '{}');
  } catch (error) {
    console.error('[shop-islands] bad #shop-islands-config', error);
  }
  const config: PageConfig = { sessid: '', user: { isAuth: false, email: '' }, endpoints: {}, mode: 'normal', ...parsed };
  config.sessid ||= (window as { BX?: BitrixCore }).BX?.bitrix_sessid?.() || '';
  return config;
}
