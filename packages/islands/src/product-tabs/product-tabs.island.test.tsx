import type { IslandContext } from '@shop-islands/loader';
import { act, screen } from '@testing-library/react';
import productTabs from './product-tabs.island';

/** The product template's fallback: the no-script list, then one section per tab (equipment with a nested island). */
const FALLBACK = `<nav aria-label="Информация о товаре"><ul><li><a href="#tab-description">Описание</a></li></ul></nav>
<section id="tab-description" data-tab="description"><h2>Описание</h2><p>Охранный комплекс.</p></section>
<section id="tab-equipment" data-tab="equipment"><h2>Комплектация</h2><div data-island="carousel"><ul><li>Брелок</li></ul></div></section>
<section id="tab-support" data-tab="support"><h2>Техподдержка</h2><p><a href="/support/">Написать в техподдержку</a></p></section>`;

const TABS = [
  { id: 'description', title: 'Описание' },
  { id: 'equipment', title: 'Комплектация' },
  { id: 'video', title: 'Видео' },
  { id: 'support', title: 'Техподдержка' },
];

const mounted: Array<{ unmount(): void }> = [];

async function mount(tabs = TABS, fallback = FALLBACK) {
  const element = document.createElement('div');
  element.innerHTML = fallback;
  document.body.append(element);
  const sections = Array.from(element.querySelectorAll('[data-tab]'));
  const nested = element.querySelector('[data-island="carousel"]');
  const context: IslandContext = { name: 'product-tabs', element, events: [], fail: (error) => { throw error; } };
  let handle!: ReturnType<typeof productTabs.mount>;
  await act(async () => {
    handle = productTabs.mount(productTabs.parseProps({ productId: 101, tabs }), context);
    await handle.ready;
  });
  mounted.push(handle);
  return { element, sections, nested, handle };
}

afterEach(() => {
  // Unmounted, so no island of an earlier test takes the next one's link clicks.
  act(() => mounted.splice(0).forEach((handle) => handle.unmount()));
  document.body.replaceChildren();
  history.replaceState(null, '', '#');
});

describe('product-tabs island', () => {
  it('moves the server’s sections into its panels, nested islands and all, and drops the no-script list', async () => {
    const { element, sections, nested } = await mount();
    expect(screen.getByRole('tablist', { name: 'Информация о товаре' })).toBeInTheDocument();
    expect(element.querySelector('nav')).toBeNull();
    expect(sections.every((section) => section.isConnected && section.parentElement?.getAttribute('role') === 'tabpanel')).toBe(true);
    expect(nested?.isConnected).toBe(true);
  });

  it('leaves out a tab the template listed without a section', async () => {
    await mount();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Описание', 'Комплектация', 'Техподдержка']);
  });

  it('opens the tab of a tab link clicked anywhere on the page', async () => {
    await mount();
    const link = document.createElement('a');
    link.href = '#tab-support';
    link.dataset.tabLink = 'support';
    document.body.append(link);
    Element.prototype.scrollIntoView = () => {};
    act(() => link.click());
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Техподдержка');
    expect(location.hash).toBe('#tab-support');
  });

  it('gives the fallback back as it was when it unmounts', async () => {
    const { element, handle } = await mount();
    const printed = document.createElement('div');
    printed.innerHTML = FALLBACK;
    act(() => handle.unmount());
    expect(element.innerHTML).toBe(printed.innerHTML);
  });

  it('fails, keeping the fallback, when no tab has a section', async () => {
    const element = document.createElement('div');
    element.innerHTML = '<p>Нет разделов</p>';
    const context: IslandContext = { name: 'product-tabs', element, events: [], fail: () => {} };
    expect(() => act(() => void productTabs.mount(productTabs.parseProps({ productId: 101, tabs: TABS }), context))).toThrow(/no section/);
    expect(element.innerHTML).toBe('<p>Нет разделов</p>');
  });
});
