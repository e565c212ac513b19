/** Per-session state of the mock backend: basket, compare list, login, captcha, requests seen. */
import { findProduct } from './data';
import { DEMO_SESSID } from './endpoints';
import type { FaultRegistry } from './faults';

export interface BasketRow {
  /** Basket row id (what the basket page sends as `id`). */
  rowId: number;
  productId: number;
  quantity: number;
}

export interface DemoUser {
  isAuth: boolean;
  email: string;
}

export interface PreorderRecord {
  productId: number;
  quantity: number;
  email: string;
}

export interface SessionState {
  readonly sessid: string;
  /** Basket rows by product id, in the order they were added. Wholesale quantities live here too. */
  readonly basket: Map<number, BasketRow>;
  /** Compare list: product ids in the order they were added. */
  compare: number[];
  user: DemoUser;
  /** Index into the captcha list: reload_captcha / refresh_captcha step through it. */
  captchaIndex: number;
  readonly preorders: PreorderRecord[];
  /** Accepted support requests (the form fields as sent). */
  readonly supportRequests: Record<string, string>[];
  /** When an SMS code was last sent to a contact (ms, from `state.now()`). */
  readonly codeSentAt: Map<string, number>;
  nextRowId: number;
}

/** What each new session starts with (useful for demo pages: a filled basket, a compare list, a user). */
export interface SessionSeed {
  basket?: ReadonlyArray<{ productId: number; quantity?: number }>;
  compare?: readonly number[];
  user?: DemoUser;
}

export interface BackendStateOptions {
  /** Valid session ids; default `[DEMO_SESSID]`. */
  sessids?: readonly string[];
  seed?: SessionSeed;
  /** Clock (ms) for the SMS resend interval; default `Date.now`. */
  now?: () => number;
}

export interface RequestRecord {
  key: string;
  method: string;
  path: string;
  /** Query and body parameters, bracket-parsed. */
  params: unknown;
  sessid: string | null;
}

export interface BackendState {
  readonly validSessids: Set<string>;
  readonly sessions: Map<string, SessionState>;
  /** Programmatic faults: `state.faults.set('add2BasketByID', '500')`, see faults.ts. */
  readonly faults: FaultRegistry;
  /** Every request the handlers answered (newest last, at most 1000). */
  readonly requests: RequestRecord[];
  readonly seed: SessionSeed | undefined;
  now(): number;
  isValidSessid(value: string | null | undefined): value is string;
  /** The session of a sessid (created on first use, from the seed). */
  session(sessid?: string): SessionState;
  /** Forgets sessions, faults and the request log. */
  reset(): void;
}

/** A filled basket and compare list for demo pages. */
export const DEMO_SEED: SessionSeed = {
  basket: [
    { productId: 101, quantity: 1 },
    { productId: 125, quantity: 2 },
    { productId: 149, quantity: 1 },
  ],
  compare: [101, 103, 104, 109, 123],
  user: { isAuth: false, email: '' },
};

export function createSession(sessid: string, seed?: SessionSeed): SessionState {
  const session: SessionState = {
    sessid,
    basket: new Map(),
    compare: [],
    user: { isAuth: false, email: '' },
    captchaIndex: 0,
    preorders: [],
    supportRequests: [],
    codeSentAt: new Map(),
    nextRowId: 1,
  };
  for (const item of seed?.basket ?? []) {
    if (!findProduct(item.productId) || session.basket.has(item.productId)) continue;
    session.basket.set(item.productId, { rowId: session.nextRowId++, productId: item.productId, quantity: item.quantity ?? 1 });
  }
  session.compare = [...new Set(seed?.compare ?? [])].filter((id) => findProduct(id));
  if (seed?.user) session.user = { ...seed.user };
  return session;
}

export function createBackendState(options: BackendStateOptions = {}): BackendState {
  const validSessids = new Set(options.sessids ?? [DEMO_SESSID]);
  const sessions = new Map<string, SessionState>();
  const faults: FaultRegistry = new Map();
  const requests: RequestRecord[] = [];
  const now = options.now ?? (() => Date.now());
  const fallback = [...validSessids][0] ?? DEMO_SESSID;
  return {
    validSessids,
    sessions,
    faults,
    requests,
    seed: options.seed,
    now,
    isValidSessid(value): value is string {
      return typeof value === 'string' && validSessids.has(value);
    },
    session(sessid = fallback) {
      let session = sessions.get(sessid);
      if (!session) {
        session = createSession(sessid, options.seed);
        sessions.set(sessid, session);
      }
      return session;
    },
    reset() {
      sessions.clear();
      faults.clear();
      requests.length = 0;
    },
  };
}
