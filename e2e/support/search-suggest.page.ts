import type { Locator, Page, Request } from 'playwright-core';

/** suggest.php, as the island calls it. */
const SUGGEST = '/local/ajax/search/suggest.php';

/**
 * One `search-suggest` box as a shopper meets it: the header's (on every page) or the results
 * page's own (`/search/`), its field, the dropdown's options and lines, found by role and text.
 */
export class SearchSuggestPage {
  readonly island: Locator;
  readonly field: Locator;
  /** The `q` of every suggest.php request the page sent, in order. */
  readonly sent: string[] = [];

  constructor(
    readonly page: Page,
    where: 'header' | 'results' = 'header',
  ) {
    this.island = page.locator(where === 'header' ? '.site-header__search[data-island="search-suggest"]' : 'main [data-island="search-suggest"]');
    this.field = this.island.locator('input[name="q"]');
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname === SUGGEST) this.sent.push(url.searchParams.get('q') ?? '');
    });
  }

  static readonly SUGGEST = SUGGEST;

  status(): Promise<string | null> {
    return this.island.getAttribute('data-island-status');
  }

  async mounted(): Promise<void> {
    await this.island.and(this.page.locator('[data-island-status="mounted"]')).waitFor();
  }

  /** The island's own state word (`closed`, `loading`, `open`, `empty`, `error`). */
  state(): Promise<string | null> {
    return this.island.locator('.si-search-suggest').getAttribute('data-state');
  }

  combobox(): Locator {
    return this.island.getByRole('combobox');
  }

  listbox(): Locator {
    return this.island.getByRole('listbox', { name: 'Подсказки поиска' });
  }

  options(): Locator {
    return this.island.getByRole('option');
  }

  /** The names of the suggestions shown. */
  names(): Promise<string[]> {
    return this.island.locator('.si-search-suggest__name').allTextContents();
  }

  /** The query the shown list answers (the listbox's `data-query`), or null with no list. */
  async listQuery(): Promise<string | null> {
    return (await this.listbox().count()) ? this.listbox().getAttribute('data-query') : null;
  }

  /** «Повторить» in the dropdown after a failed call. */
  retryButton(): Locator {
    return this.island.getByRole('button', { name: 'Повторить' });
  }

  /** Whether `locator` has the keyboard focus. */
  hasFocus(locator: Locator): Promise<boolean> {
    return locator.evaluate((element) => element === document.activeElement);
  }

  dropdownText(): Promise<string> {
    return this.island.locator('.si-search-suggest__dropdown').innerText();
  }

  /** Types as a shopper does: one key after another, `delay` ms apart. */
  async type(text: string, delay = 40): Promise<void> {
    await this.field.pressSequentially(text, { delay });
  }

  /**
   * Types `text` from inside the page: each character added to the field with an `input` event,
   * `delay` ms apart by the page's own timers. A busy machine then delays the keys and the island's
   * pause alike, so the figure is the island's, not the machine's (keys sent from outside the page
   * can arrive in bursts with gaps longer than the pause). No named function inside: tsx (the bench)
   * would wrap it in a helper the page does not have.
   */
  async typeInPage(text: string, delay = 40): Promise<void> {
    await this.field.evaluate(
      async (field: HTMLInputElement, { text, delay }) => {
        // The prototype's setter: React tracks the element's own and would miss the change.
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        for (const char of text) {
          await new Promise((resolve) => setTimeout(resolve, delay));
          setValue.call(field, field.value + char);
          field.dispatchEvent(new InputEvent('input', { bubbles: true, data: char, inputType: 'insertText' }));
        }
      },
      { text, delay },
    );
  }

  /** The text of the page's shared live region (what screen readers were told last). */
  announcement(): Promise<string | null> {
    return this.page.locator('#si-live-region').textContent();
  }

  /**
   * From now on, counts the lists rendered for another text than the field's: every change under the
   * island is checked, once the framework has written it.
   */
  async watchStaleLists(): Promise<() => Promise<number>> {
    // No named function inside: tsx (the bench) would wrap it in a helper the page does not have.
    const handle = await this.island.evaluateHandle((root) => {
      const seen = { stale: 0 };
      new MutationObserver(() => {
        const list = root.querySelector('[role="listbox"]');
        const field = root.querySelector<HTMLInputElement>('input[name="q"]');
        if (list && field && list.getAttribute('data-query') !== field.value.trim()) seen.stale += 1;
      }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      return seen;
    });
    return () => handle.evaluate((seen) => seen.stale);
  }
}
