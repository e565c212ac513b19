import { batch, computed, signal } from '@preact/signals-core';
import { createBasketState } from './basket-state';
import { createCatalogState } from './catalog-state';
import { createCityState } from './city-state';
import { createCompareState } from './compare-state';
import { bindCounters } from './counters';
import { dispatchStoreEvent, notifyBitrixBasket } from './events';
import { toProductId } from './lists';
import { watchPage } from './page';
import { createSafeStorage, STORAGE_KEYS } from './safe-storage';
import { STORE_EVENTS, type CookieJar, type CurrentUser, type ServerVars, type ShopStore } from './types';
import { ANONYMOUS_USER, cleanUser, parseStoredUser, sameUser, serializeUser } from './user';

/** What the store needs from its environment; `null` runs it in memory (tests, server rendering, no storage). */
export interface StoreDeps {
  /** Usually `window.localStorage`; it may throw (private mode, quota) or be missing. */
  storage: Storage | null;
  cookies: CookieJar;
  window: Window | null;
  document: Document | null;
  /** spec §2: the wholesale catalogue ('opt') keeps quantities in the basket. Default 'normal'. */
  mode?: 'normal' | 'opt';
  /** Navigates after a country change; defaults to `location.assign` (or `reload` for the same address). */
  reload?: (url: string) => void;
}

/**
 * PHP's `json_encode` turns a list with gaps (after `unset`) into an object, so a server list may
 * arrive as `{"0": 101, "2": 103}`. Anything else that is not a list is malformed and ignored.
 */
function serverList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value === 'object' && value !== null) return Object.values(value);
  return null;
}

/**
 * Creates the shared state of every island (DESIGN §3, §4): basket, compare list, city, user and
 * page variant as signals, persisted to localStorage and cookies and kept in sync across tabs.
 */
export function createStore(deps: StoreDeps): ShopStore {
  const mode = deps.mode ?? 'normal';
  const { window, document, cookies } = deps;
  const storage = createSafeStorage(deps.storage);
  const stops = new Set<() => void>();

  const basket = createBasketState({
    storage,
    mode,
    onChange: () => {
      dispatchStoreEvent(document, window, STORE_EVENTS.basket, basket.basketItems.peek());
      notifyBitrixBasket(window);
    },
  });
  const compare = createCompareState({
    storage,
    onChange: (ids) => dispatchStoreEvent(document, window, STORE_EVENTS.compare, ids),
  });
  const city = createCityState({
    storage,
    cookies,
    currentUrl: () => window?.location.href ?? '',
    reload:
      deps.reload ??
      ((url) => {
        const location = window?.location;
        if (!location) return;
        if (url === location.href) location.reload();
        else location.assign(url);
      }),
    onChange: (next) => dispatchStoreEvent(document, window, STORE_EVENTS.city, next),
  });

  const catalog = createCatalogState({ cookies });

  const user = signal<CurrentUser>(ANONYMOUS_USER);
  const readStoredUser = (): CurrentUser => {
    const raw = storage.read(STORAGE_KEYS.user);
    if (raw === undefined) return user.peek();
    const stored = parseStoredUser(raw);
    // DESIGN §4: a corrupt or foreign `user` is repaired to the anonymous user.
    if (raw !== null && raw !== serializeUser(stored)) storage.write(STORAGE_KEYS.user, serializeUser(stored));
    return stored;
  };
  const showUser = (next: CurrentUser) => {
    if (!sameUser(next, user.peek())) user.value = next;
  };
  const setUser = (next: CurrentUser) => {
    const clean = cleanUser(next) ?? ANONYMOUS_USER;
    storage.write(STORAGE_KEYS.user, serializeUser(clean));
    showUser(clean);
  };
  user.value = readStoredUser();

  const page = watchPage(document, window);
  stops.add(page.stop);

  // Another tab wrote one of our keys (`key` is null when it cleared the whole storage).
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== deps.storage) return;
    const changed = (key: string) => event.key === null || event.key === key;
    batch(() => {
      if (changed(STORAGE_KEYS.basket)) basket.syncFromStorage();
      if (changed(STORAGE_KEYS.compare)) compare.syncFromStorage();
      if (changed(STORAGE_KEYS.city)) city.syncFromStorage();
      if (changed(STORAGE_KEYS.user)) showUser(readStoredUser());
    });
  };
  if (window) {
    window.addEventListener('storage', onStorage);
    stops.add(() => window.removeEventListener('storage', onStorage));
  }

  const basketCount = computed(() => basket.basketItems.value.length);
  const compareCount = computed(() => compare.compareItems.value.length);

  return {
    basketItems: basket.basketItems,
    wholesaleItems: basket.wholesaleItems,
    compareItems: compare.compareItems,
    basketCount,
    compareCount,
    city: city.city,
    user,
    variant: page.variant,
    isMobile: page.isMobile,
    mode,

    isInBasket: (productId) => basket.basketItems.value.includes(toProductId(productId) ?? 0),
    isInCompare: (productId) => compare.compareItems.value.includes(toProductId(productId) ?? 0),
    addToBasket: (productId) => basket.add(productId),
    removeFromBasket: (productId) => basket.remove(productId),
    clearBasket: () => basket.clear(),
    setWholesaleQuantity: (productId, quantity) => basket.setQuantity(productId, quantity),
    addToCompare: (productIds) => compare.add(productIds),
    removeFromCompare: (productId) => compare.remove(productId),
    clearCompare: () => compare.clear(),
    setUser,
    logout() {
      // spec §4: logging out clears the stored basket and compare lists.
      batch(() => {
        basket.clear();
        compare.clear();
        setUser(ANONYMOUS_USER);
      });
    },
    chooseCity: (chosenCity, options) => city.choose(chosenCity, options),
    reconcile(vars: ServerVars) {
      if (typeof vars !== 'object' || vars === null) return;
      batch(() => {
        const serverBasket = serverList(vars.basketItems);
        if (serverBasket) basket.mergeFromServer(serverBasket);
        const serverCompare = serverList(vars.compareItems);
        if (serverCompare) compare.mergeFromServer(serverCompare);
        // The server knows who is logged in; the local copy only remembers the last answer.
        const serverUser = cleanUser(vars.user);
        if (serverUser) setUser(serverUser);
      });
    },
    catalogQuery: catalog.catalogQuery,
    catalogResult: catalog.catalogResult,
    initCatalog: (rendered) => catalog.initCatalog(rendered),
    setCatalogFilter: (filter) => catalog.setCatalogFilter(filter),
    showMoreCatalog: () => catalog.showMoreCatalog(),
    setCatalogResult: (result) => catalog.setCatalogResult(result),
    savedCatalogFilter: () => catalog.savedCatalogFilter(),
    bindCounters(root) {
      const stop = bindCounters(root, { basketCount, compareCount }, (window as typeof globalThis | null)?.MutationObserver);
      stops.add(stop);
      return () => {
        stop();
        stops.delete(stop);
      };
    },
    dispose() {
      for (const stop of stops) stop();
      stops.clear();
    },
  };
}
