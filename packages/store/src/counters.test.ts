import { createHarness, createPage, disposeHarnesses, flushMutations, MemoryStorage } from './test-fakes';

afterEach(disposeHarnesses);

function pageWithCounters() {
  const page = createPage();
  page.document.body.innerHTML = `
    <header><a href="/personal/cart/">Корзина <span class="basket_count">?</span></a></header>
    <nav><a href="/catalog/compare/">Сравнение <span class="compare_count">?</span></a></nav>
    <footer><span class="basket_count"></span></footer>`;
  return page;
}

const texts = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll(selector), (element) => element.textContent);

describe('counters (docs/embedding.md#counters: basket_count, compare_count)', () => {
  it('shows the stored counts in every counter on the page', () => {
    const page = pageWithCounters();
    const storage = new MemoryStorage({ basketItems: '[1,2,3]', compareItems: '[4]' });
    const { store } = createHarness({ page, storage });
    store.bindCounters(page.document);
    expect(texts(page.document, '.basket_count')).toEqual(['3', '3']);
    expect(texts(page.document, '.compare_count')).toEqual(['1']);
  });

  it('updates the counters as products are added, removed and cleared', () => {
    const page = pageWithCounters();
    const { store } = createHarness({ page });
    store.bindCounters(page.document);
    expect(texts(page.document, '.basket_count')).toEqual(['0', '0']);
    store.addToBasket(1);
    store.addToBasket(2);
    store.addToCompare([5, 6]);
    expect(texts(page.document, '.basket_count')).toEqual(['2', '2']);
    expect(texts(page.document, '.compare_count')).toEqual(['2']);
    store.clearBasket();
    store.removeFromCompare(5);
    expect(texts(page.document, '.basket_count')).toEqual(['0', '0']);
    expect(texts(page.document, '.compare_count')).toEqual(['1']);
  });

  it('fills counters that arrive later, for example in a server HTML fragment', async () => {
    const page = pageWithCounters();
    const { store } = createHarness({ page });
    store.addToBasket(9);
    store.bindCounters(page.document);
    const fragment = page.document.createElement('div');
    fragment.innerHTML = '<p>В корзине: <b class="basket_count"></b></p>';
    const lone = page.document.createElement('i');
    lone.className = 'compare_count';
    page.document.body.append(fragment, lone);
    await flushMutations();
    expect(fragment.querySelector('.basket_count')?.textContent).toBe('1');
    expect(lone.textContent).toBe('0');
    store.addToBasket(10);
    expect(fragment.querySelector('.basket_count')?.textContent).toBe('2');
  });

  it('only covers counters inside the given root', () => {
    const page = pageWithCounters();
    const { store } = createHarness({ page });
    store.bindCounters(page.document.querySelector('header') as Element);
    store.addToBasket(1);
    expect(texts(page.document, '.basket_count')).toEqual(['1', '']);
  });

  it('leaves the counters as they are once stopped', async () => {
    const page = pageWithCounters();
    const { store } = createHarness({ page });
    const stop = store.bindCounters(page.document);
    stop();
    store.addToBasket(1);
    const late = page.document.createElement('span');
    late.className = 'basket_count';
    page.document.body.append(late);
    await flushMutations();
    expect(texts(page.document, '.basket_count')).toEqual(['0', '0', '']);
  });

  it('stops every binding when the store is disposed', () => {
    const page = pageWithCounters();
    const { store } = createHarness({ page });
    store.bindCounters(page.document);
    store.dispose();
    store.addToBasket(1);
    expect(texts(page.document, '.basket_count')).toEqual(['0', '0']);
  });

  it('shows counts changed in another tab', () => {
    const page = pageWithCounters();
    const storage = new MemoryStorage();
    const { store } = createHarness({ page, storage });
    store.bindCounters(page.document);
    storage.setItem('compareItems', '[1,2,3]');
    page.window.dispatchEvent(new page.window.StorageEvent('storage', { key: 'compareItems' }));
    expect(texts(page.document, '.compare_count')).toEqual(['3']);
  });
});
