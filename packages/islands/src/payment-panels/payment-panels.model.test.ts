import { createPaymentPanelsModel, type PaymentPanelsDeps } from './payment-panels.model';
import { parsePaymentPanelsProps } from './payment-panels.props';
import { fakePanelLinks, fakePanelPlaces, fakePanelsWindow, PAGE_PANELS, type FakePanelsWindow } from './payment-panels.testkit';

// Page tops of the panels: the instalment panel 1500 px down, the install one near the end.
const TOPS = { 'payment-cash': 600, 'payment-online': 680, 'payment-instalment': 1500, 'delivery-courier': 1600, 'delivery-install': 4800 };

function setUp(win: FakePanelsWindow | null = fakePanelsWindow(), overrides: Partial<PaymentPanelsDeps> = {}) {
  const places = fakePanelPlaces(win ?? { scrollY: 0 }, TOPS);
  const links = fakePanelLinks();
  const model = createPaymentPanelsModel({
    panels: PAGE_PANELS,
    scrollOffset: 120,
    scrollDuration: 300,
    window: win,
    links,
    findPanel: places.findPanel,
    ...overrides,
  });
  return { model, links, focused: places.focused };
}

describe('payment-panels model', () => {
  test('starts with every panel closed when the address names none', () => {
    const { model } = setUp(fakePanelsWindow({ hash: '#payment-title' }));
    expect(model.open.value).toBeNull();
    expect(model.state.value).toBe('closed');
  });

  test('a button opens its panel, another closes it, one panel open at a time', () => {
    const { model } = setUp();
    model.toggle('payment-online');
    expect(model.open.value).toBe('payment-online');
    expect(model.state.value).toBe('open');
    model.toggle('delivery-courier');
    expect(model.open.value).toBe('delivery-courier');
    model.toggle('delivery-courier');
    expect(model.open.value).toBeNull();
    model.toggle('no-such-panel');
    expect(model.open.value).toBeNull();
  });

  test('each press is a history entry: the open panel in the hash, none when all are closed', () => {
    const win = fakePanelsWindow();
    const { model } = setUp(win);
    model.toggle('payment-online');
    model.toggle('payment-cash');
    model.toggle('payment-cash');
    expect(win.entries()).toEqual({ hashes: ['', '#payment-online', '#payment-cash', ''], index: 3 });
  });

  test('a panel found in (find in page) opens with no entry and no scroll of its own; another then closes', () => {
    const win = fakePanelsWindow({ hash: '#payment-title', scrollY: 900 });
    const { model, focused } = setUp(win);
    model.found('delivery-courier');
    expect(model.open.value).toBe('delivery-courier');
    model.found('payment-cash');
    expect(model.open.value).toBe('payment-cash');
    model.found('no-such-panel');
    expect(model.open.value).toBe('payment-cash');
    expect(win.entries()).toEqual({ hashes: ['#payment-title'], index: 0 });
    expect(win.scrollY).toBe(900);
    expect(focused).toEqual([]);
  });

  test('closing a panel the address does not name (another anchor came since) adds no entry', () => {
    const win = fakePanelsWindow();
    const { model } = setUp(win);
    model.toggle('payment-online');
    win.navigate('#payment-title');
    expect(model.open.value).toBe('payment-online');
    model.toggle('payment-online');
    expect(model.open.value).toBeNull();
    expect(win.entries()).toEqual({ hashes: ['', '#payment-online', '#payment-title'], index: 2 });
  });

  test('back and forward open the panel each entry names, and close them all on the entry without a hash', () => {
    const win = fakePanelsWindow();
    const { model } = setUp(win);
    model.toggle('payment-online');
    model.toggle('delivery-courier');
    win.back();
    expect(model.open.value).toBe('payment-online');
    win.back();
    expect(model.open.value).toBeNull();
    win.forward();
    expect(model.open.value).toBe('payment-online');
    win.forward();
    expect(model.open.value).toBe('delivery-courier');
  });

  test('back and forward scroll nothing: the browser puts each entry\'s scroll back itself', () => {
    const win = fakePanelsWindow();
    win.reducedMotion = true;
    const { model } = setUp(win);
    model.toggle('payment-online');
    model.toggle('delivery-courier');
    win.back();
    win.forward();
    expect(model.open.value).toBe('delivery-courier');
    expect(win.scrolls).toEqual([]);
    // An entry a link made (shown once, at once) is not jumped to again on the way back to it.
    win.navigate('#payment-cash');
    expect(win.scrolls).toEqual([600 - 120]);
    model.toggle('payment-online');
    win.back();
    expect(model.open.value).toBe('payment-cash');
    expect(win.scrolls).toEqual([600 - 120]);
  });

  test('the address names the panel open on load; shown() brings it at once to 120 px below the top, without taking the focus', () => {
    const win = fakePanelsWindow({ hash: '#payment-instalment', scrollY: 1380 });
    const { model, focused } = setUp(win);
    expect(model.open.value).toBe('payment-instalment');
    expect(win.scrolls).toEqual([]);
    win.scrollY = 1300; // the browser's jump, a little off once the island laid the panels out
    model.shown();
    expect(win.scrolls).toEqual([1500 - 120]);
    expect(focused).toEqual([]);
    expect(win.entries().hashes).toEqual(['#payment-instalment']); // loading pushes no entry
  });

  test('a new hash naming a panel opens it and shows it at once; another anchor leaves the panels alone', () => {
    const win = fakePanelsWindow();
    const { model } = setUp(win);
    win.navigate('#delivery-courier');
    expect(model.open.value).toBe('delivery-courier');
    expect(win.scrolls).toEqual([1600 - 120]);
    win.navigate('#payment-title');
    expect(model.open.value).toBe('delivery-courier');
  });

  test('a detail link opens its panel, adds its hash once, and scrolls to 120 px above it over 300 ms, eased', () => {
    const win = fakePanelsWindow({ scrollY: 0 });
    const { model, links, focused } = setUp(win);
    expect(links.click('#payment-instalment')).toBe(true);
    expect(model.open.value).toBe('payment-instalment');
    expect(model.state.value).toBe('scrolling');
    expect(win.entries().hashes).toEqual(['', '#payment-instalment']);
    expect(focused).toEqual(['payment-instalment']);
    win.frame(1000); // the first frame starts the clock
    expect(win.scrollY).toBe(0);
    win.frame(1150);
    expect(win.scrollY).toBe(690); // half-way at half the time
    win.frame(1299);
    expect(model.state.value).toBe('scrolling');
    win.frame(1300);
    expect(win.scrollY).toBe(1380);
    expect(model.state.value).toBe('scrolling'); // there, until the panel holds still
    win.settle(1316);
    expect(model.state.value).toBe('open');
    const scrolls = win.scrolls.length;
    win.frame(1400);
    expect(win.scrolls).toHaveLength(scrolls); // no frame after the end
    links.click('#payment-instalment');
    expect(win.entries().hashes).toEqual(['', '#payment-instalment']);
  });

  test('a panel near the page end scrolls only as far as the page goes', () => {
    const win = fakePanelsWindow({ scrollHeight: 5200, innerHeight: 800 });
    const { links } = setUp(win);
    links.click('#delivery-install');
    win.frame(0);
    win.frame(300);
    expect(win.scrollY).toBe(4400);
  });

  test('a link\'s scroll is too short to give way: a wheel turned meanwhile does not stop it', () => {
    const win = fakePanelsWindow();
    const { model, links } = setUp(win);
    links.click('#payment-instalment');
    win.frame(0);
    win.frame(100);
    win.fire('wheel');
    win.fire('keydown');
    win.frame(300);
    win.settle(316);
    expect(win.scrollY).toBe(1380);
    expect(model.state.value).toBe('open');
  });

  test('under prefers-reduced-motion a detail link jumps at once', () => {
    const win = fakePanelsWindow();
    win.reducedMotion = true;
    const { model, links, focused } = setUp(win);
    links.click('#delivery-courier');
    expect(win.scrolls).toEqual([1480]);
    expect(focused).toEqual(['delivery-courier']);
    win.settle(0);
    expect(win.scrolls).toEqual([1480]);
    expect(model.state.value).toBe('open');
  });

  test('a zero duration from the template jumps at once too', () => {
    const win = fakePanelsWindow();
    const { links } = setUp(win, { scrollDuration: 0 });
    links.click('#delivery-courier');
    expect(win.scrolls).toEqual([1480]);
  });

  test('the offset comes from the template', () => {
    const win = fakePanelsWindow();
    win.reducedMotion = true;
    const { links } = setUp(win, { scrollOffset: 60 });
    links.click('#delivery-courier');
    expect(win.scrolls).toEqual([1540]);
  });

  test('a button pressed during the scroll stops it where it is; a second link scrolls on from there', () => {
    const win = fakePanelsWindow();
    const { model, links } = setUp(win);
    links.click('#payment-instalment');
    win.frame(0);
    win.frame(100);
    const reached = win.scrollY;
    expect(reached).toBeGreaterThan(0);
    model.toggle('payment-cash');
    expect(model.state.value).toBe('open');
    win.frame(200);
    expect(win.scrollY).toBe(reached);
    links.click('#delivery-courier');
    win.frame(1000);
    expect(win.scrollY).toBe(reached);
    win.frame(1300);
    expect(win.scrollY).toBe(1480);
  });

  test('a hashchange for the hash the island just wrote (some DOMs fire one after pushState) scrolls no second time', () => {
    const win = fakePanelsWindow();
    win.reducedMotion = true;
    const { links } = setUp(win);
    links.click('#delivery-courier');
    win.fire('hashchange');
    expect(win.scrolls).toEqual([1480]);
  });

  test('a link to something that is no panel is left to the browser', () => {
    const win = fakePanelsWindow();
    const { model, links } = setUp(win);
    expect(links.click('#return-points')).toBe(false);
    expect(links.click('#')).toBe(false);
    expect(model.open.value).toBeNull();
    expect(win.entries().hashes).toEqual(['']);
  });

  test('without a window the panels still open and close', () => {
    const { model, links } = setUp(null);
    model.toggle('payment-cash');
    expect(model.open.value).toBe('payment-cash');
    expect(links.click('#delivery-courier')).toBe(true);
    expect(model.open.value).toBe('delivery-courier');
  });

  test('dispose stops the scroll and every listener', () => {
    const win = fakePanelsWindow();
    const { model, links } = setUp(win);
    links.click('#payment-instalment');
    win.frame(0);
    model.dispose();
    expect(win.listenerCount()).toBe(0);
    expect(links.listening()).toBe(false);
    win.frame(100);
    expect(win.scrolls).toEqual([0]);
    win.navigate('#payment-cash');
    expect(model.open.value).toBe('payment-instalment');
  });
});

describe('parsePaymentPanelsProps', () => {
  test('takes the panels and defaults the offset and duration to 120 px and 300 ms', () => {
    expect(parsePaymentPanelsProps({ panels: [{ id: 'payment-cash', title: 'Наличными' }] })).toEqual({
      panels: [{ id: 'payment-cash', title: 'Наличными' }],
      scrollOffset: 120,
      scrollDuration: 300,
    });
  });

  test('rejects no panels, two panels with one id, an id that is no element id, a blank title', () => {
    expect(() => parsePaymentPanelsProps({ panels: [] })).toThrow(/props\.panels/);
    expect(() => parsePaymentPanelsProps({ panels: [{ id: 'a', title: 'А' }, { id: 'a', title: 'Б' }] })).toThrow(/props\.panels/);
    expect(() => parsePaymentPanelsProps({ panels: [{ id: 'two words', title: 'А' }] })).toThrow(/props\.panels\[0\]\.id/);
    expect(() => parsePaymentPanelsProps({ panels: [{ id: 'a', title: ' ' }] })).toThrow(/props\.panels\[0\]\.title/);
    expect(() => parsePaymentPanelsProps({ panels: [{ id: 'a', title: 'А' }], scrollOffset: -1 })).toThrow(/props\.scrollOffset/);
  });
});
