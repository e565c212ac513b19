import { createSiteMenuModel, isPastMenu, parseSiteMenuProps } from './site-menu.model';

describe('site-menu threshold', () => {
  it('counts the page as past the menu once the menu\'s bottom edge reaches the window\'s top', () => {
    expect(isPastMenu(120)).toBe(false);
    expect(isPastMenu(1)).toBe(false);
    expect(isPastMenu(0)).toBe(true);
    expect(isPastMenu(-300)).toBe(true);
  });
});

describe('site-menu model', () => {
  it('fixes the menu past the threshold, keeping its height as the placeholder, and puts it back when scrolled back', () => {
    const model = createSiteMenuModel();
    expect(model.state.value).toBe('in-place');
    model.update(40, 44);
    expect(model.state.value).toBe('in-place');
    model.update(-2, 44);
    expect(model.state.value).toBe('fixed');
    expect(model.placeholderHeight.value).toBe(44);
    model.update(5, 0);
    expect(model.state.value).toBe('in-place');
    expect(model.placeholderHeight.value).toBe(0);
  });

  it('keeps the height measured in place while fixed: the fixed bar\'s own height does not count', () => {
    const model = createSiteMenuModel();
    model.update(-10, 44);
    // A later report while fixed measures the bar out of the flow: the placeholder must not follow it.
    model.update(-50, 60);
    expect(model.placeholderHeight.value).toBe(44);
  });
});

describe('site-menu props', () => {
  it('takes none: whatever the template gives is ignored', () => {
    expect(parseSiteMenuProps()).toEqual({});
  });
});
