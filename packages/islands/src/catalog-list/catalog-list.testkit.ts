/**
 * Fakes for the catalogue list's tests: an API whose answers the test releases one by one, the
 * real store in memory, and server markup like the catalogList fragment. Only tests import this.
 */
import { ApiError, type CatalogPage, type CompareAddResult, type FilterParams } from '@shop-islands/api';
import { createStore, type CookieJar } from '@shop-islands/store';
import { createCatalogListModel, type CatalogListDeps } from './catalog-list.model';
import type { CatalogListProps } from './catalog-list.props';

interface Pending<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** One catalogList call the test can answer. */
export interface CatalogCall extends Pending<CatalogPage> {
  params: FilterParams;
  sectionCode: string;
  signal: AbortSignal | undefined;
}

/** An API with catalogList and add2CompareList; each call waits until the test answers it. */
export function fakeApi() {
  const catalogCalls: CatalogCall[] = [];
  const compareCalls: Array<Pending<CompareAddResult> & { target: unknown }> = [];
  const api: CatalogListDeps['api'] = {
    catalogList: (params, sectionCode, options) =>
      new Promise<CatalogPage>((resolve, reject) => {
        catalogCalls.push({ params, sectionCode, signal: options?.signal, resolve, reject });
        options?.signal?.addEventListener('abort', () => reject(new ApiError('aborted', 'aborted', { url: '/catalogList' })));
      }),
    add2CompareList: (target) => new Promise((resolve, reject) => compareCalls.push({ target, resolve, reject })),
  };
  return { api, catalogCalls, compareCalls };
}

const itemsHtml = (ids: readonly number[]) =>
  ids
    .map(
      (id) =>
        `<div class="catalog-item" data-product-id="${id}" data-price="${id * 100}"><a class="catalog-item__name" href="/catalog/product/${id}/">Товар ${id}</a>` +
        `<div data-island="compare-toggle" data-props='{"productId":${id}}'><a href="/catalog/compare/">Сравнить</a></div></div>`,
    )
    .join('');

/** Server markup of items with these ids, as the catalogList fragment prints it. */
export function fragmentHtml(ids: readonly number[], total: number): string {
  return `<div class="catalog-list__items">${itemsHtml(ids)}</div><input type="hidden" name="ITEMS_COUNT" value="${total}">`;
}

/** The wholesale fragment: each group of ids under its section's heading. */
export function sectionsHtml(groups: readonly (readonly number[])[], total: number): string {
  const sections = groups.map((ids, index) => `<h2 class="catalog-list__section-title" tabindex="-1">Раздел ${index + 1}</h2>${itemsHtml(ids)}`);
  return `<div class="catalog-list__items">${sections.join('')}</div><input type="hidden" name="ITEMS_COUNT" value="${total}">`;
}

/** Ids from..to inclusive. */
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** A page answer for `ids` of `total`. */
export const page = (ids: readonly number[], total: number): CatalogPage => ({ html: fragmentHtml(ids, total), totalCount: total });

const noCookies: CookieJar = { get: () => undefined, set: () => undefined, remove: () => undefined };

/** The list model over the fakes, with what it announced and where it navigated. */
export function listSetup(options: { props?: Partial<CatalogListProps>; mode?: 'normal' | 'opt'; compare?: number[] } = {}) {
  const { api, catalogCalls, compareCalls } = fakeApi();
  const store = createStore({ storage: null, cookies: noCookies, window: null, document: null, mode: options.mode });
  if (options.compare) store.addToCompare(options.compare);
  const announced: string[] = [];
  const navigations: string[] = [];
  // The shopper coming back to this page from the browser's back-forward cache.
  let comeBack = () => {};
  const props: CatalogListProps & { pageSize: number } = {
    sectionCode: '',
    totalCount: 42,
    shownCount: 18,
    compareUrl: '/catalog/compare/',
    ...options.props,
    pageSize: options.props?.pageSize ?? 18,
  };
  const model = createCatalogListModel(props, {
    api,
    store,
    announce: (message) => announced.push(message),
    navigate: (url) => {
      navigations.push(url);
      return new Promise<void>((resolve) => (comeBack = resolve));
    },
  });
  return { model, store, api, catalogCalls, compareCalls, announced, navigations, comeBack: () => comeBack() };
}

/** Lets promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
