import type { Locator, Page } from 'playwright-core';

/** The return points map on `/return-points/` (docs/islands/return-map.md). */
export class ReturnMapPage {
  constructor(readonly page: Page) {}

  island(): Locator {
    return this.page.locator('[data-island="return-map"]');
  }

  root(): Locator {
    return this.page.locator('.si-return-map');
  }

  mapBox(): Locator {
    return this.page.locator('.si-return-map__map');
  }

  /** Scrolls the map near (its moment is `visible`) and waits until an engine has drawn it. */
  async drawn(): Promise<string> {
    await this.island().scrollIntoViewIfNeeded();
    await this.page.locator('.si-return-map[data-state="ready"]').waitFor();
    return (await this.root().getAttribute('data-engine')) ?? '';
  }

  /** Scrolls the map near and waits until it has given up: neither engine could draw. */
  async failed(): Promise<void> {
    await this.island().scrollIntoViewIfNeeded();
    await this.page.locator('.si-return-map[data-state="error"]').waitFor();
  }

  /** The city the page asked the island's points for ('' = every point). */
  async city(): Promise<string> {
    return ((JSON.parse((await this.island().getAttribute('data-props')) ?? '{}') as { city?: string }).city ?? '');
  }

  /** The list beside the map, by its title. */
  list(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  /** The list's note (how many points it names). */
  async note(): Promise<string> {
    return (await this.page.locator('.si-return-map__note').textContent()) ?? '';
  }

  /** «Показать ещё N» under the list, when there is no map. */
  showMore(): Locator {
    return this.page.getByRole('button', { name: /^Показать ещё/ });
  }

  /**
   * The share of the Leaflet map's canvas painted in the basemap's land colour (#f4f1ea,
   * BASEMAP_COLORS.land): 0 until the countries are drawn, which happens over a few tasks.
   */
  landShare(): Promise<number> {
    return this.page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('.si-return-map__map .leaflet-overlay-pane canvas');
      const context = canvas?.getContext('2d');
      if (!canvas || !context || !canvas.width || !canvas.height) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let land = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] === 0xf4 && data[i + 1] === 0xf1 && data[i + 2] === 0xea) land++;
      return land / (data.length / 4);
    });
  }

  async zoom(): Promise<number> {
    return Number(await this.mapBox().getAttribute('data-zoom'));
  }

  /** `[west, south, east, north]` of the map's view. */
  async view(): Promise<number[]> {
    return ((await this.mapBox().getAttribute('data-view')) ?? '').split(',').map(Number);
  }

  clusters(): Locator {
    return this.page.locator('.si-return-map__cluster');
  }

  popup(): Locator {
    return this.page.locator('.si-return-map__popup');
  }

  /** The open popup's close button (either engine's). */
  closeButton(): Locator {
    return this.page.locator('.maplibregl-popup-close-button, .leaflet-popup-close-button');
  }

  listItems(): Locator {
    return this.page.locator('.si-return-map__item');
  }

  /** The list's «Показать на карте» of the n-th point in view. */
  showButton(index: number): Locator {
    return this.listItems().nth(index).getByRole('button', { name: 'Показать на карте' });
  }

  /** A click at the middle of the map box (where a point just shown from the list stands). */
  async clickCentre(): Promise<void> {
    const box = await this.mapBox().boundingBox();
    if (!box) throw new Error('return map: the map box is not laid out');
    await this.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  /** Where the island's list and the map box stand (to compare with the fallback's). */
  async boxes(): Promise<{ top: number; height: number }> {
    return this.island().evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top + window.scrollY, height: rect.height };
    });
  }

  /** The demo's points of a city ('' = every point), as the server has them. */
  async cityPoints(city: string): Promise<Array<{ lat: number; lng: number; name: string }>> {
    // Asked from here, not by a fetch awaited inside the page (e2e/support/item-actions.page.ts).
    const answer = await this.page.request.get(`/local/ajax/store/returnPoints.php?city=${encodeURIComponent(city)}`);
    if (!answer.ok()) throw new Error(`returnPoints answered ${answer.status()}`);
    return ((await answer.json()) as { points: Array<{ lat: number; lng: number; name: string }> }).points;
  }
}
