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
import { STORE_EVENTS, type CookieJar, type CurrentUser, type ReconcileToken, type ServerVars, type ShopStore } from './types';
import { ANONYMOUS_USER, cleanUser, parseStoredUser, sameUser, serializeUser } from './user';

/** What the store needs from its environment; `null` runs it in memory (tests, server rendering, no storage). */
export interface StoreDeps {
  /** Usually `window.localStorage`; it may throw (private mode, quota) or be missing. */
  storage: Storage | null;
  cookies: CookieJar;
  window: Window | null;
  document: Document | null;
  /** docs/embedding.md#store: the wholesale catalogue ('opt') keeps quantities in the basket. Default 'normal'. */
  mode?: 'normal' | 'opt';
  /** Navigates after a country change; defaults to `location.assign` (or `reload` for the same address). */
  reload?: (url: string) => void;
}

/**
 * PHP's `json_encode` turns a list with gaps (after `unset`) into an object, so a server list may
 * arrive as `{"0": 101, "2": 103}`. Anything else that is not a list is malformed and ignored
 * (docs/embedding.md#store): a single `{PRODUCT_ID, QUANTITY}` line, or a product → quantity map
 * `{"101": 2, "102": 1}`, whose quantities read as ids would add products 2 and 1. That map's keys
 * are whole numbers too, so they must also look like positions: a list with gaps still holds at
 * least half of its positions (every key below twice its entries); product ids do not.
 */
function serverList(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return null;
  const keys = Object.keys(value);
  return keys.every((key) => +key < 2 * keys.length) ? Object.values(value) : null;
}

/**
 * Remembers which ids of one list changed on this page (removed or added, here or heard from
 * another tab), and when (a counter, not a clock), so that a server answer requested before the
 * change cannot undo it.
 */
function createChangeLog(ids: () => readonly number[], counter: { value: number }) {
  const changedAt = new Map<number, number>();
  const changedSince = (id: number, since: number) => (changedAt.get(id) ?? -1) > since;
  return {
    /**
     * Runs a local action and records the ids it removed or (re)added, and `touched`: a wholesale
     * quantity set here is a change of its line too, which an answer must not take away; so is a
     * removal of an id this list did not hold yet (a first visit's list, before `getVars.php`
     * answers: the comparison page's columns come from the page), which an answer must not bring in.
     */
    track(action: () => void, touched?: number | null) {
      const before = ids();
      action();
      const after = ids();
      for (const id of [...before, ...after]) if (before.includes(id) !== after.includes(id)) changedAt.set(id, ++counter.value);
      if (touched) changedAt.set(touched, ++counter.value);
    },
    /**
     * docs/embedding.md#store: what a `getVars.php` answer asked for at `since` does to the list.
     * Its entries, less the ids removed here since (it would bring them back); and which local ids
     * stay: those it holds, those this page did not hold (another tab's, not heard of yet) and those
     * changed since. An id held here unchanged that the session's list lacks is stale (an order
     * placed, the basket emptied on another device) and goes.
     */
    answer(entries: unknown[], since: number) {
      const server = entries.map(serverEntryId);
      const held = ids();
      return [
        entries.filter((_, index) => !changedSince(server[index] ?? 0, since)),
        (id: number) => server.includes(id) || !held.includes(id) || changedSince(id, since),
      ] as const;
    },
  };
}

/** The server entry's product id: a bare id, or a `{PRODUCT_ID, QUANTITY}` line. */
function serverEntryId(entry: unknown): number | null {
  if (typeof entry === 'object' && entry !== null) return toProductId((entry as { PRODUCT_ID?: unknown }).PRODUCT_ID);
  return toProductId(entry);
}

/**
 * Creates the shared state of every island (docs/embedding.md#store): basket, compare list, city, user and
 * page variant as signals, persisted to localStorage and cookies and kept in sync across tabs.
 */
export function createStore(deps: StoreDeps): ShopStore {
  const mode = deps.mode ?? 'normal';
  const { window, document, cookies } = deps;
  const storage = createSafeStorage(deps.storage);
  const stops = new Set<() => void>();

  // docs/embedding.md#legacy-scripts: Bitrix's basket line asks the server for the basket when told of a
  // change, so a wholesale quantity is told by its own call, and one the server does not have yet
  // (`pending`) not at all: the call that saves it (its server's answer in) tells it.
  let holdBitrix = false;
  const basket = createBasketState({
    storage,
    mode,
    onChange: () => {
      dispatchStoreEvent(document, window, STORE_EVENTS.basket, basket.basketItems.peek());
      if (!holdBitrix) notifyBitrixBasket(window);
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
    // docs/embedding.md#store: a corrupt or foreign `user` is repaired to the anonymous user.
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

  // One counter for both lists: a token taken before a change in either list is older than it.
  const changes = { value: 0 };
  const basketChanges = createChangeLog(() => basket.basketItems.peek(), changes);
  const compareChanges = createChangeLog(() => compare.compareItems.peek(), changes);
  // A login or logout, here or in another tab, on the same counter: a getVars.php answer asked
  // for before it speaks for the session that ended, lists and user alike.
  let sessionChangedAt = 0;
  const markSessionChange = () => {
    sessionChangedAt = ++changes.value;
  };

  // Another tab wrote one of our keys (`key` is null when it cleared the whole storage).
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== null && event.storageArea !== deps.storage) return;
    const changed = (key: string) => event.key === null || event.key === key;
    batch(() => {
      // What another tab removed (a logout there clears both lists) or added is a change here too:
      // a getVars.php answer this page asked for before it must not undo it.
      if (changed(STORAGE_KEYS.basket)) basketChanges.track(() => basket.syncFromStorage());
      if (changed(STORAGE_KEYS.compare)) compareChanges.track(() => compare.syncFromStorage());
      if (changed(STORAGE_KEYS.city)) city.syncFromStorage();
      if (changed(STORAGE_KEYS.user)) {
        const next = readStoredUser();
        if (next.isAuth !== user.peek().isAuth) markSessionChange();
        showUser(next);
      }
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
    basketKnown: basket.known,
    compareKnown: compare.known,
    basketCount,
    compareCount,
    city: city.city,
    user,
    variant: page.variant,
    isMobile: page.isMobile,
    mode,

    isInBasket: (productId) => basket.basketItems.value.includes(toProductId(productId) ?? 0),
    isInCompare: (productId) => compare.compareItems.value.includes(toProductId(productId) ?? 0),
    addToBasket: (productId) => basketChanges.track(() => basket.add(productId)),
    removeFromBasket: (productId) => basketChanges.track(() => basket.remove(productId), toProductId(productId)),
    clearBasket: () => basketChanges.track(() => basket.clear()),
    setWholesaleQuantity(productId, quantity, options) {
      // No try: the store's writes and DOM events do not throw; only an island's own effect could,
      // a bug that would break more than the basket line's refresh.
      holdBitrix = true;
      basketChanges.track(() => basket.setQuantity(productId, quantity), productId);
      holdBitrix = false;
      if (!options?.pending) notifyBitrixBasket(window);
    },
    addToCompare: (productIds) => compareChanges.track(() => compare.add(productIds)),
    removeFromCompare: (productId) => compareChanges.track(() => compare.remove(productId), toProductId(productId)),
    clearCompare: () => compareChanges.track(() => compare.clear()),
    setUser,
    logout() {
      // docs/embedding.md#store: logging out clears the stored basket and compare lists.
      // The user is written first so that another tab hears of the logout before the emptied lists.
      batch(() => {
        markSessionChange();
        setUser(ANONYMOUS_USER);
        basketChanges.track(() => basket.clear());
        compareChanges.track(() => compare.clear());
      });
    },
    // Loaded when used (city-choice.ts): only the city picker chooses a city.
    chooseCity: (chosenCity, options) => import('./city-choice').then((choice) => choice.chooseCity(city.writer, chosenCity, options)),
    confirmCity: (shownCity) => import('./city-choice').then((choice) => choice.confirmCity(city.writer, shownCity)),
    beginReconcile: (): ReconcileToken => ({ since: changes.value }),
    reconcile(vars: ServerVars, token?: ReconcileToken) {
      if (typeof vars !== 'object' || vars === null) return;
      // Without a token the request's start is unknown: every change (and a login or logout) counts.
      const since = token?.since ?? 0;
      if (sessionChangedAt > since) return;
      batch(() => {
        const serverUser = cleanUser(vars.user);
        // docs/embedding.md#store: the session this browser logged in with has ended (a logout
        // link of the site, another browser, an expired session): a logout, as if made here.
        // Not logged as removals: the lists the server sends now are this new session's own.
        if (serverUser && !serverUser.isAuth && user.peek().isAuth) {
          markSessionChange();
          basket.clear();
          compare.clear();
        }
        const serverBasket = serverList(vars.basketItems);
        if (serverBasket) basket.mergeFromServer(...basketChanges.answer(serverBasket, since));
        const serverCompare = serverList(vars.compareItems);
        if (serverCompare) compare.mergeFromServer(...compareChanges.answer(serverCompare, since));
        // The server knows who is logged in; the local copy only remembers the last answer.
        if (serverUser) setUser(serverUser);
      });
    },
    // The catalogue's signals and actions as they are (their methods close over its state, not `this`).
    ...catalog,
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
