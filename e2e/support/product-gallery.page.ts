import type { BrowserContext, Locator, Page } from 'playwright-core';

/** Page model of the `product-gallery` island on the product page (docs/islands/product-gallery.md). */
export class ProductGalleryPage {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.locator('[data-island="product-gallery"]');
  }

  /** Waits until the island is mounted and swiper's core runs on its slides (one slide: no swiper). */
  async waitForGallery(): Promise<void> {
    await this.page.waitForFunction(() => {
      const island = document.querySelector('[data-island="product-gallery"]');
      const gallery = island?.querySelector('.si-product-gallery');
      return island?.getAttribute('data-island-status') === 'mounted' && gallery && (gallery.getAttribute('data-state') === 'single' || gallery.getAttribute('data-slider') === 'ready');
    });
  }

  state(): Promise<string | null> {
    return this.root.locator('.si-product-gallery').getAttribute('data-state');
  }

  /** The slides' box, the focusable group that takes the arrow keys. */
  viewport(): Locator {
    return this.root.getByRole('group', { name: /^Фото и видео/ }).first();
  }

  thumbs(): Locator {
    return this.root.getByRole('list', { name: 'Все фото и видео' }).getByRole('button');
  }

  thumb(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  /** The accessible names of the thumbnails marked current (`aria-current`). */
  currentThumbs(): Promise<string[]> {
    return this.root.locator('.si-product-gallery__thumb[aria-current="true"]').evaluateAll((thumbs) => thumbs.map((thumb) => thumb.getAttribute('aria-label') ?? ''));
  }

  /**
   * Which slide fills the slides' box once swiper's animation ended: its position («2 из 5»), or
   * null while it moves.
   */
  slideInView(): Promise<string | null> {
    return this.root.evaluate((root) => {
      const box = root.querySelector('.si-product-gallery__viewport')!.getBoundingClientRect();
      const slide = Array.from(root.querySelectorAll('.si-product-gallery__slide')).find((element) => Math.abs(element.getBoundingClientRect().left - box.left) < 1);
      return slide?.getAttribute('aria-label') ?? null;
    });
  }

  /** Thumbnails wholly inside the strip's box. */
  thumbsInView(): Promise<number> {
    return this.root.evaluate((root) => {
      const strip = root.querySelector('.si-product-gallery__thumbs')!.getBoundingClientRect();
      return Array.from(root.querySelectorAll('.si-product-gallery__thumb')).filter((thumb) => {
        const box = thumb.getBoundingClientRect();
        return box.left >= strip.left - 0.5 && box.right <= strip.right + 0.5;
      }).length;
    });
  }

  /** Whether the current thumbnail is wholly inside the strip's box (the strip scrolled to it). */
  currentThumbInView(): Promise<boolean> {
    return this.root.evaluate((root) => {
      const strip = root.querySelector('.si-product-gallery__thumbs')!.getBoundingClientRect();
      const box = root.querySelector('.si-product-gallery__thumb[aria-current="true"]')!.getBoundingClientRect();
      return box.left >= strip.left - 0.5 && box.right <= strip.right + 0.5;
    });
  }

  /** Drags the slide from near its right edge to near its left, as a mouse or a finger would. */
  async dragLeft(): Promise<void> {
    const box = (await this.viewport().boundingBox())!;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(box.x + box.width * 0.8, y);
    await this.page.mouse.down();
    await this.page.mouse.move(box.x + box.width * 0.2, y, { steps: 10 });
    await this.page.mouse.up();
  }

  /**
   * A finger moving from 80 % to 20 % of the slides' box through the browser's own touch input
   * (DevTools protocol), so Chromium makes the pointer and touch events itself.
   */
  async swipeLeft(): Promise<void> {
    const box = (await this.viewport().boundingBox())!;
    const y = box.y + box.height / 2;
    const cdp = await this.page.context().newCDPSession(this.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width * 0.8, y }] });
    for (let step = 1; step <= 6; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + box.width * (0.8 - 0.1 * step), y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /** Each `<video>` of the gallery: its source, whether it plays, and how far it got. */
  videos(): Promise<Array<{ src: string; paused: boolean; time: number }>> {
    return this.root.locator('video').evaluateAll((videos) => (videos as HTMLVideoElement[]).map((video) => ({ src: video.getAttribute('src') ?? '', paused: video.paused, time: video.currentTime })));
  }

  announcement(): Promise<string | null> {
    return this.page.locator('#si-live-region').textContent();
  }

  /**
   * Records the sizes of the gallery's element from the server fallback on (a ResizeObserver set
   * before any script of the page runs). Call before `goto`; read with {@link boxSizes}.
   *
   * The watch starts once the HTML parser has passed the island's end tag: on a busy machine the
   * browser may paint while the fallback is half parsed (once seen: the element 0 px high), and
   * that is the document arriving, not the island moving anything. The loader is a module script,
   * so it runs only after the whole document is parsed.
   */
  static async watchBox(context: BrowserContext): Promise<void> {
    await context.addInitScript(() => {
      const sizes: string[] = [];
      (window as { galleryBoxSizes?: string[] }).galleryBoxSizes = sizes;
      // A node after the island (or after one of its ancestors) exists once its end tag is parsed.
      const parsedPast = (node: Node) => {
        for (let at: Node | null = node; at && at !== document; at = at.parentNode) if (at.nextSibling) return true;
        return false;
      };
      new MutationObserver((_records, observer) => {
        const island = document.querySelector('[data-island="product-gallery"]');
        if (!island || !parsedPast(island)) return;
        observer.disconnect();
        new ResizeObserver((entries) => {
          for (const entry of entries) sizes.push(`${entry.borderBoxSize[0]!.inlineSize.toFixed(1)} × ${entry.borderBoxSize[0]!.blockSize.toFixed(1)}`);
        }).observe(island);
      }).observe(document, { childList: true, subtree: true });
    });
  }

  /** Every size the gallery's element had, in order (the fallback's first). */
  boxSizes(): Promise<string[]> {
    return this.page.evaluate(() => (window as { galleryBoxSizes?: string[] }).galleryBoxSizes ?? []);
  }

  /**
   * The page's layout shifts so far not caused by input (the CLS entries) of the gallery's own
   * nodes. What follows it moves only if its box changes size: {@link boxSizes} tells that (the
   * buy box beside or under it holds other islands, whose shifts are theirs).
   */
  galleryShifts(): Promise<Array<{ value: number; nodes: string[] }>> {
    return this.page.evaluate(
      () =>
        new Promise((resolve) => {
          const island = document.querySelector('[data-island="product-gallery"]')!;
          const ours = (node: Node | null | undefined) => !!node && island.contains(node);
          const collect = (shifts: Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) =>
            shifts
              .filter((shift) => !shift.hadRecentInput && (shift.sources ?? []).some((source) => ours(source.node)))
              .map((shift) => ({ value: shift.value, nodes: (shift.sources ?? []).map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 80) ?? '?') }));
          new PerformanceObserver((list, observer) => {
            observer.disconnect();
            resolve(collect(list.getEntries() as never));
          }).observe({ type: 'layout-shift', buffered: true });
          // No shift at all: the observer is never called; an empty list after two frames.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
        }),
    );
  }
}
