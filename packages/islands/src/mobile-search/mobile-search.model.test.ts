import { createMobileSearchModel, parseMobileSearchProps, variantWords } from './mobile-search.model';
import { mobileModel, page } from './mobile-search.testkit';

describe('mobile-search model', () => {
  it('opens and closes on each toggle', () => {
    const model = mobileModel();
    expect(model.state.value).toBe('closed');
    model.toggle();
    expect(model.state.value).toBe('open');
    model.toggle();
    expect(model.state.value).toBe('closed');
  });

  it('is off while the page is not mobile, and a toggle then does nothing', () => {
    const deps = page(false);
    const model = createMobileSearchModel(deps);
    expect(model.state.value).toBe('off');
    model.toggle();
    deps.isMobile.value = true;
    expect(model.state.value).toBe('closed');
  });

  it('follows the page leaving the mobile state: off, and closed when it comes back', () => {
    const deps = page(true);
    const model = createMobileSearchModel(deps);
    model.toggle();
    deps.isMobile.value = false;
    expect(model.state.value).toBe('off');
    deps.isMobile.value = true;
    expect(model.state.value).toBe('closed');
    model.dispose();
  });

  it('lists the body-class variants in force, live', () => {
    expect(variantWords({ mobile: true, promo: false, market: true })).toBe('mobile market');
    const deps = page(true, { promo: true });
    const model = createMobileSearchModel(deps);
    expect(model.variants.value).toBe('promo');
    deps.variant.value = { mobile: false, promo: false, market: true };
    expect(model.variants.value).toBe('market');
  });

  it('takes the search page and the current query from props, with a default page', () => {
    expect(parseMobileSearchProps({})).toEqual({ action: '/search/', query: '' });
    expect(parseMobileSearchProps({ action: '/catalog/search/', query: 'starline' })).toEqual({
      action: '/catalog/search/',
      query: 'starline',
    });
  });

  it('rejects props of the wrong type with a message naming the field', () => {
    expect(() => parseMobileSearchProps('/search/')).toThrow(new TypeError('props: expected an object, got "/search/"'));
    expect(() => parseMobileSearchProps({ action: '' })).toThrow(/^props\.action: expected non-empty text, got ""$/);
    expect(() => parseMobileSearchProps({ action: ['/search/'] })).toThrow(/^props\.action:/);
    expect(() => parseMobileSearchProps({ query: {} })).toThrow(/^props\.query: expected text/);
  });

  it('reads PHP\'s empty array and a null query as nothing given', () => {
    expect(parseMobileSearchProps([])).toEqual({ action: '/search/', query: '' });
    expect(parseMobileSearchProps({ query: null })).toEqual({ action: '/search/', query: '' });
  });

  it('close() closes an open form, and leaves a closed or off one as it is', () => {
    const model = mobileModel();
    model.toggle();
    model.close();
    expect(model.state.value).toBe('closed');
    model.close();
    expect(model.state.value).toBe('closed');
    model.toggle();
    expect(model.state.value).toBe('open');

    const deps = page(false);
    const offPage = createMobileSearchModel(deps);
    offPage.close();
    expect(offPage.state.value).toBe('off');
    deps.isMobile.value = true;
    expect(offPage.state.value).toBe('closed');
  });

  it('close() brings a form that starts open (stories) to closed', () => {
    const model = createMobileSearchModel({ ...page(), initiallyOpen: true });
    expect(model.state.value).toBe('open');
    model.close();
    expect(model.state.value).toBe('closed');
  });

  it('after dispose, stops following the page: leaving the mobile state no longer closes the form', () => {
    const deps = page(true);
    const model = createMobileSearchModel(deps);
    model.toggle();
    model.dispose();
    deps.isMobile.value = false;
    deps.isMobile.value = true;
    // Still following, the form would have come back closed.
    expect(model.state.value).toBe('open');
  });
});
