import type { ApiDeps } from './types';

/**
 * A standalone call: `deps` first, then the call's own arguments. `never[]` accepts any
 * argument list, since a parameter of any type can take `never`.
 */
export type Call = (deps: ApiDeps, ...args: never[]) => unknown;

/** The calls in `C` with `deps` already given: the same arguments after it, the same result. */
export type BoundCalls<C extends Record<string, Call>> = {
  [Name in keyof C]: C[Name] extends (deps: ApiDeps, ...args: infer Args) => infer Result ? (...args: Args) => Result : never;
};

/**
 * `bindCalls(deps, { add2BasketByID })`: the named calls with `deps` given, e.g.
 * `.add2BasketByID(101)`. Naming only the calls a module uses keeps the rest out of its bundle,
 * which a client object holding every call (`createApi`) cannot.
 */
export function bindCalls<C extends Record<string, Call>>(deps: ApiDeps, calls: C): BoundCalls<C> {
  const bound: Record<string, (...args: unknown[]) => unknown> = {};
  for (const [name, call] of Object.entries(calls)) {
    // The mapped type above states what each bound function takes; the loop cannot see it.
    const withDeps = call as (deps: ApiDeps, ...args: unknown[]) => unknown;
    bound[name] = (...args) => withDeps(deps, ...args);
  }
  return bound as BoundCalls<C>;
}
