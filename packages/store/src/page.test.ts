import { createHarness, createPage, disposeHarnesses, flushMutations } from './test-fakes';

afterEach(disposeHarnesses);

describe('site variant from body classes (docs/embedding.md#page-variants)', () => {
  it('reads mobile, promo and market from the body', () => {
    const { store } = createHarness({ page: createPage({ bodyClass: 'promo market page-catalog' }) });
    expect(store.variant.value).toEqual({ mobile: false, promo: true, market: true });
  });

  it('follows classes a script switches after load', async () => {
    const page = createPage({ bodyClass: 'promo' });
    const { store } = createHarness({ page });
    page.document.body.classList.remove('promo');
    page.document.body.classList.add('market');
    await flushMutations();
    expect(store.variant.value).toEqual({ mobile: false, promo: false, market: true });
  });

  it('starts reading the body once it exists, for a script run from <head>', async () => {
    const page = createPage();
    page.document.body.remove();
    const { store } = createHarness({ page });
    expect(store.variant.value.promo).toBe(false);
    const body = page.document.createElement('body');
    body.className = 'promo';
    page.document.documentElement.append(body);
    page.document.dispatchEvent(new page.window.Event('DOMContentLoaded'));
    expect(store.variant.value.promo).toBe(true);
    body.classList.add('market');
    await flushMutations();
    expect(store.variant.value.market).toBe(true);
  });

  it('stops following the body once disposed', async () => {
    const page = createPage();
    const { store } = createHarness({ page });
    store.dispose();
    page.document.body.classList.add('promo');
    await flushMutations();
    expect(store.variant.value.promo).toBe(false);
  });
});

describe('mobile page (docs/embedding.md#page-variants: mobile class or narrower than 576 px)', () => {
  it('counts a wide page with the mobile class as mobile', () => {
    const { store } = createHarness({ page: createPage({ bodyClass: 'mobile', width: 1280 }) });
    expect(store.isMobile.value).toBe(true);
  });

  it('counts a page of 575 px as mobile and one of 576 px as not', () => {
    const { store: narrow } = createHarness({ page: createPage({ width: 575 }) });
    const { store: wide } = createHarness({ page: createPage({ width: 576 }) });
    expect(narrow.isMobile.value).toBe(true);
    expect(wide.isMobile.value).toBe(false);
  });

  it('follows the window as it is resized', () => {
    const page = createPage({ width: 1024 });
    const { store } = createHarness({ page });
    page.resizeTo(400);
    expect(store.isMobile.value).toBe(true);
    page.resizeTo(800);
    expect(store.isMobile.value).toBe(false);
  });

  it('follows the mobile class added after load', async () => {
    const page = createPage({ width: 1024 });
    const { store } = createHarness({ page });
    page.document.body.classList.add('mobile');
    await flushMutations();
    expect(store.isMobile.value).toBe(true);
  });

  it('stops following resizes once disposed', () => {
    const page = createPage({ width: 1024 });
    const { store } = createHarness({ page });
    store.dispose();
    page.resizeTo(400);
    expect(store.isMobile.value).toBe(false);
  });
});
