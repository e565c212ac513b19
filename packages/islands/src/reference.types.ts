import type { Check } from '@shop-islands/api';

/**
 * What an island's reference page (docs/islands/<name>.md, written by `npm run docs`) takes from
 * the code, declared next to the island in `<name>.docs.ts`. Only the docs generator, its test and
 * Storybook import those files: nothing here reaches a bundle.
 */
export interface IslandReference {
  /** The checks the island's `parseProps` runs, in order; their fields make the props table. */
  checks: ReadonlyArray<Check<unknown>>;
  /**
   * Each prop's meaning, by its path in the props (`help.kasko.note`, `sections[].code`). The
   * generator fails when a field of the checks has none, or a meaning names no field.
   */
  props: Readonly<Record<string, string>>;
  /** The rules and constants the code relies on, each value imported from the code itself. */
  rules: ReadonlyArray<{ name: string; value: string | number; meaning: string }>;
  /** The island's Russian texts (`<name>.messages.ts`). */
  messages: Readonly<Record<string, unknown>>;
  /**
   * What a failed call shows when the island says it in its own words instead of the shared text
   * of each kind of failure (the return map's «Карта не загрузилась…»): said under the calls table.
   */
  callFailure?: string;
}
