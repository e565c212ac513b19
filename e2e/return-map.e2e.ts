import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { keepScreenshot, launchChromium, openPage, useBrowser, waitForIslands } from './support/browser';
import { VIEWPORTS } from './support/pages';
import { ReturnMapPage } from './support/return-map.page';

// Software WebGL and axe on a 2-core machine: generous limits.
vi.setConfig({ testTimeout: 120_000 });

const CITY = 'Казань';
const PAGE = '/return-points/';

const browser = useBrowser();
// A browser without WebGL 2 (maplibre needs it): the Leaflet fallback's world.
let noWebgl: Browser | undefined;
beforeAll(async () => {
  noWebgl = await launchChromium(['--disable-webgl2']);
});
afterAll(async () => {
  await noWebgl?.close();
});
let openContext: BrowserContext | undefined;
afterEach(async () => {
  await openContext?.close();
  openContext = undefined;
});

describe.each(['react', 'preact'] as const)('return-map (%s flavour)', (flavour) => {
  const at = (query: string) => `${PAGE}?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(query)), ...(flavour === 'preact' ? { flavour: 'preact' } : {}) })}`;

  /** `before` runs before the page is asked for: routes that answer or refuse in its place. */
  async function open(query = `city=${CITY}`, options: { width?: number; height?: number; webgl?: boolean; touch?: boolean; before?: (page: Page) => Promise<unknown> } = {}) {
    const opened = await openPage(options.webgl === false ? noWebgl! : browser(), { width: options.width ?? 1280, height: options.height ?? 900, touch: options.touch });
    openContext = opened.context;
    opened.page.setDefaultTimeout(60_000);
    await options.before?.(opened.page);
    await opened.page.goto(at(query));
    await waitForIslands(opened.page);
    return { ...opened, map: new ReturnMapPage(opened.page) };
  }

  async function expectAllPointsInView(map: ReturnMapPage) {
    const points = await map.cityPoints(CITY);
    const [west, south, east, north] = await map.view();
    expect(points.length).toBeGreaterThan(1);
    for (const point of points) {
      expect(point.lng).toBeGreaterThanOrEqual(west!);
      expect(point.lng).toBeLessThanOrEqual(east!);
      expect(point.lat).toBeGreaterThanOrEqual(south!);
      expect(point.lat).toBeLessThanOrEqual(north!);
    }
    expect(await map.listItems().count()).toBe(points.length);
  }

  test('draws with maplibre (its worker shipped beside it, Leaflet never fetched), every point of the city in view, without shifting the page', async () => {
    const { page, errors, map } = await open();
    const mapChunks = () => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /return-map|maplibre|leaflet/.test(entry.name)).map((entry) => entry.name.split('/').pop()));
    const before = await map.boxes();
    expect(await map.drawn()).toBe('maplibre');
    const chunks = await mapChunks();
    expect(chunks.some((name) => /^maplibre-worker-/.test(name!))).toBe(true);
    expect(chunks.some((name) => /leaflet/.test(name!))).toBe(false);
    expect(await map.boxes()).toEqual(before);
    await expectAllPointsInView(map);
    await keepScreenshot(page, `return-map-maplibre-${flavour}`);
    expect(errors).toEqual([]);
  });

  test('on a phone one finger scrolls the page over the map (maplibre), so the list below stays within reach', async () => {
    const { page, errors, map } = await open(`city=${CITY}`, { width: 375, height: 740, touch: true });
    expect(await map.drawn()).toBe('maplibre');
    const cdp = await page.context().newCDPSession(page);
    /** One finger drawn 80 px down the screen from (x, y), as a phone's touch events. */
    const swipe = async (x: number, y: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + step * 8 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const box = (await map.mapBox().boundingBox())!;
    const before = await page.evaluate(() => scrollY);
    expect(before).toBeGreaterThan(100);
    await swipe(box.x + box.width / 2, Math.max(box.y + 20, 100));
    // The page moved back up by about the swipe, not the map under the finger.
    await expect.poll(() => page.evaluate(() => scrollY)).toBeLessThan(before - 40);
    expect(errors).toEqual([]);
  });

  test('no other page fetches any of the map\'s code', async () => {
    const opened = await openPage(browser());
    openContext = opened.context;
    await opened.page.goto(flavour === 'preact' ? '/catalog/?flavour=preact' : '/catalog/');
    await waitForIslands(opened.page);
    await opened.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await waitForIslands(opened.page);
    const fetched = await opened.page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched.filter((name) => /return-map|maplibre|leaflet/.test(name))).toEqual([]);
  });

  test('draws with Leaflet in a browser without WebGL (maplibre never fetched), every point in view', async () => {
    const { page, errors, map } = await open(`city=${CITY}`, { webgl: false });
    expect(await map.drawn()).toBe('leaflet');
    await expectAllPointsInView(map);
    // The basemap's countries, added over a few tasks, fill the view of a city with land.
    await expect.poll(() => map.landShare()).toBeGreaterThan(0.5);
    // Without WebGL 2 maplibre is not even fetched.
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(fetched.filter((name) => /maplibre/.test(name))).toEqual([]);
    await keepScreenshot(page, `return-map-leaflet-${flavour}`);
    // maplibre's own report of the missing WebGL is expected; nothing else.
    expect(errors.filter((error) => !/webgl/i.test(error))).toEqual([]);
  });

  for (const webgl of [true, false]) {
    test(`a cluster click zooms in (${webgl ? 'maplibre' : 'Leaflet'})`, async () => {
      const { map } = await open('', { webgl });
      await map.drawn();
      const cluster = map.clusters().first();
      await cluster.waitFor();
      const before = await map.zoom();
      await cluster.click();
      await expect.poll(() => map.zoom()).toBeGreaterThan(before);
    });

    test(`a cluster pressed from the keyboard zooms in, and the focus goes on to the map (${webgl ? 'maplibre' : 'Leaflet'})`, async () => {
      const { page, map } = await open('', { webgl });
      await map.drawn();
      const cluster = map.clusters().first();
      await cluster.waitFor();
      const before = await map.zoom();
      await cluster.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => map.zoom()).toBeGreaterThan(before);
      // The cluster's button is gone with the move; the focus is on the map, named, not on <body>.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Карта пунктов возврата');
    });

    // docs/islands/return-map.md#rules-and-constants: ZOOM_RANGE, maplibre one zoom lower on its own scale.
    test(`«Приблизить» stops at the closest view, saying so and keeping the focus (${webgl ? 'maplibre' : 'Leaflet'})`, async () => {
      const { page, map } = await open(`city=${CITY}`, { webgl });
      await map.drawn();
      const closest = webgl ? 17 : 18;
      const controls = page.getByRole('group', { name: 'Карта пунктов возврата' });
      const zoomIn = controls.getByRole('button', { name: 'Приблизить' });
      const zoomOut = controls.getByRole('button', { name: 'Отдалить' });
      await zoomIn.focus();
      for (let press = 0; press < 6 && (await map.zoom()) < closest; press += 1) {
        const before = await map.zoom();
        await page.keyboard.press('Enter');
        await expect.poll(() => map.zoom()).toBeGreaterThan(before);
      }
      await expect.poll(() => map.zoom()).toBe(closest);
      await expect.poll(() => zoomIn.getAttribute('aria-disabled')).toBe('true');
      expect(await zoomIn.evaluate((button) => button === document.activeElement)).toBe(true);
      expect(await zoomOut.getAttribute('aria-disabled')).toBeNull();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      expect(await map.zoom()).toBe(closest);
      await zoomOut.click();
      await expect.poll(() => zoomIn.getAttribute('aria-disabled')).toBeNull();
    });

    test(`a popup opens from the map and from the list, by keyboard, and the focus comes back (${webgl ? 'maplibre' : 'Leaflet'})`, async () => {
      const { page, map } = await open(`city=${CITY}`, { webgl });
      await map.drawn();
      // From the list, by keyboard.
      const name = (await map.listItems().first().locator('h3').textContent()) ?? '';
      await map.showButton(0).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => map.popup().locator('h3').textContent()).toBe(name);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(name);
      expect(await map.closeButton().getAttribute('aria-label')).toBe('Закрыть');
      await map.closeButton().click();
      await map.popup().waitFor({ state: 'detached' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Показать на карте');
      // From the map: the point just shown stands alone at the map's centre; a click opens it.
      await map.clickCentre();
      await expect.poll(() => map.popup().locator('h3').textContent()).toBe(name);
    });

    test(`on a phone a popup opened from the list lies inside the map, clear of its controls, and its «×» takes the tap (${webgl ? 'maplibre' : 'Leaflet'})`, async () => {
      const { page, map, errors } = await open(`city=${CITY}`, { webgl, width: 375, height: 740, touch: true });
      expect(await map.drawn()).toBe(webgl ? 'maplibre' : 'leaflet');
      await map.showButton(0).scrollIntoViewIfNeeded();
      await map.showButton(0).tap();
      await map.popup().waitFor();
      const boxes = await page.evaluate(() => {
        const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
        return { map: rect('.si-return-map__map'), controls: rect('.si-return-map__controls'), popup: rect('.maplibregl-popup, .leaflet-popup') };
      });
      expect(boxes.popup.left).toBeGreaterThanOrEqual(boxes.map.left);
      expect(boxes.popup.right).toBeLessThanOrEqual(boxes.map.right);
      expect(boxes.popup.top).toBeGreaterThanOrEqual(boxes.map.top);
      const apart = boxes.popup.right <= boxes.controls.left || boxes.popup.top >= boxes.controls.bottom || boxes.popup.bottom <= boxes.controls.top;
      expect(apart).toBe(true);
      await map.closeButton().tap();
      await map.popup().waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    });
  }

  test('a click on the map opens the point clicked when another lies near the antimeridian (maplibre repeats that one for the world\'s copies)', async () => {
    const points = [
      { id: 'kzn', name: 'Пункт в Казани', lat: 55.79, lng: 49.12 },
      { id: 'uel', name: 'Пункт в Уэлене', lat: 66.16, lng: -169.8 },
      { id: 'msk', name: 'Пункт в Москве', lat: 55.75, lng: 37.62 },
    ];
    const { map } = await open('', {
      before: (tab) => tab.route('**/returnPoints.php*', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify({ points }) })),
    });
    expect(await map.drawn()).toBe('maplibre');
    // Whichever point the list shows first: maplibre puts the repeat before every other point.
    const name = (await map.listItems().first().locator('h3').textContent()) ?? '';
    await map.showButton(0).click();
    await expect.poll(() => map.popup().locator('h3').textContent()).toBe(name);
    await map.closeButton().click();
    await map.popup().waitFor({ state: 'detached' });
    // The point just shown stands alone at the map's centre.
    await map.clickCentre();
    await expect.poll(() => map.popup().locator('h3').textContent()).toBe(name);
  });

  test('while the map fills the screen the focus stays on it: Tab and Shift+Tab come back to the button that leaves', async () => {
    const { page, errors, map } = await open();
    expect(await map.drawn()).toBe('maplibre');
    await page.getByRole('button', { name: 'Во весь экран' }).click();
    const exit = page.getByRole('button', { name: 'Выйти из полноэкранного режима' });
    await exit.waitFor();
    const onMap = () => page.evaluate(() => Boolean(document.activeElement?.closest('.si-return-map__frame')));
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press(key);
        expect(await onMap()).toBe(true);
      }
    }
    // Left, the page is reachable again.
    await exit.click();
    await page.getByRole('button', { name: 'Во весь экран' }).waitFor();
    let left = false;
    for (let step = 0; step < 8 && !left; step += 1) {
      await page.keyboard.press('Tab');
      left = !(await onMap());
    }
    expect(left).toBe(true);
    expect(errors).toEqual([]);
  });

  test('lists every point, «Показать ещё» at a time, when neither engine can draw (no WebGL, Leaflet unreachable)', async () => {
    // `?city=` (blank): every point of the demo, not the visitor's city.
    const { page, map } = await open('city=', {
      webgl: false,
      before: (tab) => tab.route(/return-map\.leaflet-[\w-]+\.js(\?|$)/, (route) => route.abort()),
    });
    await map.failed();
    const total = (await map.cityPoints(await map.city())).length;
    expect(total).toBeGreaterThan(50);
    const list = map.list('Пункты возврата');
    await list.waitFor();
    expect(await map.note()).toMatch(/^Показаны 50 из [\d\u00a0]+ пункт(а|ов)\.$/);
    expect(await list.getByRole('button', { name: 'Показать на карте' }).count()).toBe(0);
    // The keyboard goes on from the first new point.
    await map.showMore().click();
    const fiftyFirst = (await map.listItems().nth(50).locator('h3').textContent()) ?? '';
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(fiftyFirst);
    while ((await map.showMore().count()) > 0) await map.showMore().click();
    expect(await map.listItems().count()).toBe(total);
    expect(await map.note()).toMatch(/^Пунктов: [\d\u00a0]+\.$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.each(VIEWPORTS)('axe finds nothing at $width px with the map drawn', async ({ width, height }) => {
    const { page, map } = await open(`city=${CITY}`, { width, height });
    await map.drawn();
    expect(await axeViolations(page)).toEqual([]);
  });
});
