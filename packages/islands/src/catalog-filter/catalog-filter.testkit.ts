/**
 * Fakes for the catalogue filter's tests: a store over in-memory cookies, a manual clock, props.
 * Only test files import this module.
 */
import { createStore, type CookieJar } from '@shop-islands/store';
import { parseCatalogFilterProps, type CatalogFilterProps } from './catalog-filter.props';

/** Cookies in a Map, with the options of the last write. */
export function memoryCookies(initial: Record<string, string> = {}): CookieJar & { writes: Array<{ name: string; expires?: number }> } {
  const values = new Map(Object.entries(initial));
  const writes: Array<{ name: string; expires?: number }> = [];
  return {
    writes,
    get: (name) => values.get(name),
    set: (name, value, options) => {
      values.set(name, value);
      writes.push({ name, expires: options?.expires });
    },
    remove: (name) => void values.delete(name),
  };
}

/** The real store, in memory. */
export function testStore(cookies: CookieJar = memoryCookies()) {
  return createStore({ storage: null, cookies, window: null, document: null });
}

/** The manual clock of the UI primitives' tests, for the model and the popover alike. */
export { manualClock } from '../ui/clock.testkit';

/** The demo catalogue's alarm section, as the template would describe it. */
export function filterProps(overrides: Record<string, unknown> = {}): CatalogFilterProps {
  return parseCatalogFilterProps({
    sectionCode: 'signalizatsii',
    purposes: [
      { id: 1, name: 'Защита от угона' },
      { id: 2, name: 'Автозапуск' },
      { id: 3, name: 'Мониторинг' },
    ],
    features: [
      { code: 'autostart', name: 'Автозапуск двигателя' },
      { code: 'gsm', name: 'GSM-модуль' },
    ],
    price: { min: 290, max: 45990 },
    initial: {},
    action: '/catalog/',
    help: {
      filter: 'Отметьте назначение и функции — список обновится сразу.',
      kasko: { note: 'Скидка на КАСКО при установке.', text: 'Страховые компании снижают стоимость полиса.' },
    },
    ...overrides,
  });
}
