import { createProductTabsModel, HISTORY_KEY, type ProductTabsDeps } from './product-tabs.model';
import { parseProductTabsProps } from './product-tabs.props';
import { fakeTabLinks, fakeTabsWindow, PRODUCT_TABS } from './product-tabs.testkit';

function setup(options: Parameters<typeof fakeTabsWindow>[0] & Partial<Pick<ProductTabsDeps, 'tabs' | 'defaultTab'>> = {}) {
  const browser = fakeTabsWindow(options);
  const links = fakeTabLinks();
  const model = createProductTabsModel({
    tabs: options.tabs ?? PRODUCT_TABS,
    defaultTab: options.defaultTab ?? 'description',
    window: browser.window,
    links: links.links,
  });
  return { model, browser, links };
}

describe('product-tabs model', () => {
  describe('on load', () => {
    it('opens the default tab without a hash and pushes no history entry', () => {
      const { model, browser } = setup();
      expect(model.active.value).toBe('description');
      expect(model.openedFromAddress).toBe(false);
      expect(browser.entries).toHaveLength(1);
      // The entry remembers its tab, so coming back to it shows the same tab.
      expect(browser.entries[0]).toEqual({ hash: '', state: { [HISTORY_KEY]: 'description' } });
    });

    it('opens the tab the address names', () => {
      const { model, browser } = setup({ hash: '#tab-support' });
      expect(model.active.value).toBe('support');
      expect(model.openedFromAddress).toBe(true);
      expect(browser.entries).toHaveLength(1);
    });

    it('opens the default tab for an unknown hash or another anchor', () => {
      expect(setup({ hash: '#tab-nothing' }).model.active.value).toBe('description');
      expect(setup({ hash: '#preorder', defaultTab: 'video' }).model.active.value).toBe('video');
    });

    it('after a reload without a tab hash, shows the tab the entry remembers', () => {
      const { model } = setup({ hash: '#preorder', state: { [HISTORY_KEY]: 'warranty' } });
      expect(model.active.value).toBe('warranty');
      expect(model.openedFromAddress).toBe(false);
    });

    it('keeps what other scripts store in the entry', () => {
      const { browser } = setup({ state: { scroll: 40 } });
      expect(browser.entries[0]!.state).toEqual({ scroll: 40, [HISTORY_KEY]: 'description' });
      const other = setup({ state: 'legacy' });
      expect(other.browser.entries[0]!.state).toBe('legacy');
    });
  });

  describe('choosing a tab', () => {
    it('opens a clicked tab as a new history entry with its hash', () => {
      const { model, browser } = setup();
      model.select('video', 'click');
      expect(model.active.value).toBe('video');
      expect(browser.entries.map((entry) => entry.hash)).toEqual(['', '#tab-video']);
      expect(browser.entries[1]!.state).toEqual({ [HISTORY_KEY]: 'video' });
    });

    it('opens a tab found in (find in page) without an entry or a new address, noting it in the entry', () => {
      const { model, browser } = setup({ hash: '#preorder' });
      model.select('warranty', 'found');
      expect(model.active.value).toBe('warranty');
      expect(browser.entries).toEqual([{ hash: '#preorder', state: { [HISTORY_KEY]: 'warranty' } }]);
      // The next click is an entry of its own, as ever.
      model.select('video', 'click');
      expect(browser.entries.map((entry) => entry.hash)).toEqual(['#preorder', '#tab-video']);
    });

    it('makes no entry for the tab that is already open, nor for an unknown tab', () => {
      const { model, browser } = setup();
      model.select('description', 'click');
      model.select('nothing', 'click');
      expect(model.active.value).toBe('description');
      expect(browser.entries).toHaveLength(1);
    });

    it('walks the strip with arrows (wrapping), Home and End, opening each tab it moves to', () => {
      const { model } = setup();
      expect(model.keyDown('ArrowRight')).toBe('characteristics');
      expect(model.active.value).toBe('characteristics');
      expect(model.keyDown('ArrowLeft')).toBe('description');
      expect(model.keyDown('ArrowLeft')).toBe('support');
      expect(model.keyDown('ArrowRight')).toBe('description');
      expect(model.keyDown('End')).toBe('support');
      expect(model.keyDown('Home')).toBe('description');
      expect(model.active.value).toBe('description');
    });

    it('ignores other keys', () => {
      const { model, browser } = setup();
      expect(model.keyDown('ArrowDown')).toBeNull();
      expect(model.keyDown('Enter')).toBeNull();
      expect(model.active.value).toBe('description');
      expect(browser.entries).toHaveLength(1);
    });

    it('makes one history entry for a run of keys on the strip, and a new one after the focus left it', () => {
      const { model, browser } = setup();
      model.keyDown('ArrowRight');
      model.keyDown('ArrowRight');
      model.keyDown('ArrowRight');
      expect(browser.entries.map((entry) => entry.hash)).toEqual(['', '#tab-financial']);
      model.stripLeft();
      model.keyDown('End');
      expect(browser.entries.map((entry) => entry.hash)).toEqual(['', '#tab-financial', '#tab-support']);
      model.select('video', 'click');
      model.keyDown('ArrowRight');
      expect(browser.entries.map((entry) => entry.hash)).toEqual(['', '#tab-financial', '#tab-support', '#tab-video', '#tab-warranty']);
    });

    it('starts no run with a key that opens no tab, so the entry without a hash stays', () => {
      const { model, browser } = setup();
      expect(model.keyDown('Home')).toBe('description');
      model.keyDown('ArrowRight');
      expect(browser.entries.map((entry) => entry.hash)).toEqual(['', '#tab-characteristics']);
      browser.back();
      expect(model.active.value).toBe('description');
      const last = setup({ hash: '#tab-support' });
      expect(last.model.keyDown('End')).toBe('support');
      last.model.keyDown('ArrowLeft');
      expect(last.browser.entries.map((entry) => entry.hash)).toEqual(['#tab-support', '#tab-warranty']);
    });
  });

  describe('back and forward', () => {
    it('walk the tabs the shopper opened, back to the default at the address without a hash', () => {
      const { model, browser } = setup();
      model.select('characteristics', 'click');
      model.select('video', 'click');
      browser.back();
      expect(model.active.value).toBe('characteristics');
      browser.back();
      expect(model.active.value).toBe('description');
      browser.forward();
      browser.forward();
      expect(model.active.value).toBe('video');
      expect(browser.entries).toHaveLength(3);
    });

    it('go back to the tab the page was opened on from a hash', () => {
      const { model, browser } = setup({ hash: '#tab-warranty' });
      model.select('support', 'click');
      browser.back();
      expect(model.active.value).toBe('warranty');
    });

    it('restore the tab that was open when the shopper followed another anchor of the page', () => {
      const { model, browser } = setup({ hash: '#preorder' });
      model.select('video', 'click');
      browser.followAnchor('#reviews');
      expect(model.active.value).toBe('video');
      model.select('support', 'click');
      browser.back();
      expect(model.active.value).toBe('video');
      browser.back();
      browser.back();
      // The page was opened at #preorder with the default tab: going back there shows it again.
      expect(model.active.value).toBe('description');
    });
  });

  describe('the address changing', () => {
    it('opens the tab a followed #tab-<id> anchor names, and jumps to it as the browser would have', () => {
      const { model, browser } = setup();
      browser.followAnchor('#tab-instructions');
      expect(model.active.value).toBe('instructions');
      expect(model.reveal.value).toEqual({ tabId: 'instructions', align: 'start', smooth: false });
      browser.followAnchor('#tab-nothing');
      expect(model.active.value).toBe('instructions');
      browser.back();
      browser.back();
      expect(model.active.value).toBe('description');
    });

    it('does not jump when back or forward return to a tab', () => {
      const { model, browser } = setup();
      model.select('video', 'click');
      browser.back();
      browser.forward();
      expect(model.active.value).toBe('video');
      expect(model.reveal.value).toBeNull();
    });

    it('stops listening when disposed', () => {
      const { model, browser, links } = setup();
      model.dispose();
      expect(browser.listenerCount()).toBe(0);
      expect(links.listening()).toBe(false);
      browser.followAnchor('#tab-video');
      expect(model.active.value).toBe('description');
    });
  });

  describe('tab links', () => {
    it('open their tab as a history entry and take the click', () => {
      const { model, browser, links } = setup();
      expect(links.click('characteristics')).toBe(true);
      expect(model.active.value).toBe('characteristics');
      expect(browser.entries.map((entry) => entry.hash)).toEqual(['', '#tab-characteristics']);
      expect(model.reveal.value).toEqual({ tabId: 'characteristics', align: 'nearest', smooth: true });
    });

    it('the support link asks for its panel at the top of the window, at once under reduced motion', () => {
      const { model, links } = setup({ reducedMotion: true });
      links.click('support');
      expect(model.reveal.value).toEqual({ tabId: 'support', align: 'start', smooth: false });
    });

    it('ask to reveal again when their tab is already open, without a new entry', () => {
      const { model, browser, links } = setup();
      links.click('support');
      const first = model.reveal.value;
      links.click('support');
      expect(model.reveal.value).not.toBe(first);
      expect(model.reveal.value).toEqual(first);
      expect(browser.entries).toHaveLength(2);
    });

    it('leave a link to a tab this product lacks to the browser', () => {
      const { model, links } = setup({ tabs: PRODUCT_TABS.filter((tab) => tab.id !== 'video') });
      expect(links.click('video')).toBe(false);
      expect(model.active.value).toBe('description');
      expect(model.reveal.value).toBeNull();
    });
  });

  it('works without a window: tabs open, nothing is recorded', () => {
    const model = createProductTabsModel({ tabs: PRODUCT_TABS, defaultTab: 'video', window: null, links: null });
    expect(model.active.value).toBe('video');
    model.select('support', 'click');
    expect(model.active.value).toBe('support');
    expect(model.followLink('description')).toBe(true);
    expect(model.reveal.value).toEqual({ tabId: 'description', align: 'nearest', smooth: false });
    model.dispose();
  });
});

describe('parseProductTabsProps', () => {
  const tabs = [
    { id: 'description', title: 'Описание' },
    { id: 'video', title: 'Видео' },
  ];

  it('takes the template’s props; a left-out active tab is the first', () => {
    expect(parseProductTabsProps({ productId: '101', tabs })).toEqual({ productId: 101, tabs, activeTab: 'description', videos: [] });
    expect(parseProductTabsProps({ productId: 101, tabs, activeTab: 'video' }).activeTab).toBe('video');
    const videos = [{ title: 'Обзор', src: '/v.webm', poster: '/p.jpg' }];
    expect(parseProductTabsProps({ productId: 101, tabs, videos }).videos).toEqual(videos);
    expect(() => parseProductTabsProps({ productId: 101, tabs, videos: [{ title: 'Обзор', src: '/v.webm' }] })).toThrow(/props\.videos\[0\]\.poster/);
  });

  it('names the field that is wrong', () => {
    expect(() => parseProductTabsProps({ productId: 101, tabs, activeTab: 'support' })).toThrow(/props\.activeTab: expected one of the tabs' ids/);
    expect(() => parseProductTabsProps({ productId: 101, tabs: [] })).toThrow(/props\.tabs: expected a non-empty list of tabs/);
    expect(() => parseProductTabsProps({ productId: 101, tabs: [...tabs, tabs[0]] })).toThrow(/props\.tabs: expected a non-empty list of tabs with different ids/);
    expect(() => parseProductTabsProps({ productId: 101, tabs: [{ id: 'Video 1', title: 'Видео' }] })).toThrow(/props\.tabs\[0\]\.id: expected a tab id/);
    expect(() => parseProductTabsProps({ productId: 101, tabs: [{ id: 'video', title: ' ' }] })).toThrow(/props\.tabs\[0\]\.title/);
    expect(() => parseProductTabsProps({ tabs })).toThrow(/props\.productId/);
    expect(() => parseProductTabsProps({ productId: 101, tabs, activeTab: 'video' })).not.toThrow();
  });
});
