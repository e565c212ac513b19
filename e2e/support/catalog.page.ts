import type { Locator, Page, Request } from 'playwright-core';

/** `path` opened with the drop-in of `flavour` (the React one is the default). */
export const inFlavour = (path: string, flavour: 'react' | 'preact') => (flavour === 'preact' ? `${path}${path.includes('?') ? '&' : '?'}flavour=preact` : path);

/**
 * The catalogue page (`/catalog/`) as a shopper sees it: the filter and the list islands, found
 * by role and visible text. Counts catalogList requests, so tests can tell when a reload went out.
 */
export class CatalogPage {
  readonly filter: Locator;
  readonly list: Locator;
  readonly items: Locator;
  readonly found: Locator;
  readonly sort: Locator;
  readonly priceFrom: Locator;
  readonly priceTo: Locator;
  readonly sliderFrom: Locator;
  readonly sliderTo: Locator;
  readonly showMore: Locator;
  readonly compare: Locator;
  /** catalogList requests sent since the page model was created. */
  readonly catalogRequests: Request[] = [];

  /** `flavour`: the drop-in the page is opened with (`?flavour=preact`: the Preact build, README.md#for-designers). */
  constructor(
    readonly page: Page,
    readonly flavour: 'react' | 'preact' = 'react',
  ) {
    this.filter = page.locator('[data-island="catalog-filter"]');
    this.list = page.locator('[data-island="catalog-list"]');
    this.items = this.list.locator('.catalog-item');
    this.found = this.list.locator('[data-part="found"]');
    this.sort = this.filter.getByRole('combobox', { name: 'Сортировка' });
    this.priceFrom = this.filter.getByRole('textbox', { name: 'Цена от' });
    this.priceTo = this.filter.getByRole('textbox', { name: 'Цена до' });
    this.sliderFrom = this.filter.getByRole('slider', { name: 'Минимальная цена' });
    this.sliderTo = this.filter.getByRole('slider', { name: 'Максимальная цена' });
    this.showMore = this.list.getByRole('button', { name: /^(Показать ещё|Загрузка…)$/ });
    this.compare = this.list.getByRole('button', { name: /^Сравнить выбранные/ });
    page.on('request', (request) => {
      if (request.url().includes('/catalogList.php')) this.catalogRequests.push(request);
    });
  }

  /** Opens the page and waits for both catalogue islands to be mounted. */
  async open(path = '/catalog/'): Promise<void> {
    await this.page.goto(inFlavour(path, this.flavour));
    await this.mounted();
  }

  async mounted(): Promise<void> {
    await this.filter.and(this.page.locator('[data-island-status="mounted"]')).waitFor();
    await this.list.and(this.page.locator('[data-island-status="mounted"]')).waitFor();
  }

  purpose(name: string): Locator {
    return this.filter.getByRole('group', { name: 'Назначение' }).getByRole('checkbox', { name, exact: true });
  }

  /** The list's status word (`idle`, `loading`, `loading-more`, `empty`, `error`). */
  state(): Promise<string | null> {
    return this.list.locator('.si-catalog-list').getAttribute('data-state');
  }

  /** Waits until no load is running. */
  async settled(): Promise<void> {
    await this.page.waitForFunction(() => {
      const state = document.querySelector('.si-catalog-list')?.getAttribute('data-state');
      return state !== 'loading' && state !== 'loading-more';
    });
  }

  /** The prices of the items shown, in order (`data-price` of each item). */
  prices(): Promise<number[]> {
    return this.items.evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.price)));
  }

  /** The FILTER_PARAMS of the last catalogList request, decoded. */
  lastRequestBody(): URLSearchParams {
    return new URLSearchParams(this.catalogRequests.at(-1)?.postData() ?? '');
  }
}
