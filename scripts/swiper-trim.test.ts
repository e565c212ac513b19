import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// @ts-expect-error: a build script in plain JavaScript, without types
import { SWIPER_UNUSED, trimSwiperCore } from './swiper-trim.mjs';

const unused = SWIPER_UNUSED as Record<string, string>;
const trim = trimSwiperCore as (code: string) => string;

const coreFile = join(dirname(createRequire(import.meta.url).resolve('swiper')), 'shared/swiper-core.mjs');
const core = readFileSync(coreFile, 'utf8');

type SwiperClass = (new (element: HTMLElement, options: Record<string, unknown>) => {
  activeIndex: number;
  params: Record<string, unknown>;
  slideTo(index: number, speed?: number): void;
  slideNext(speed?: number): void;
  setProgress(progress: number): void;
  update(): void;
  destroy(): void;
}) & { defaults: Record<string, unknown>; extendedDefaults: Record<string, unknown> };

/** Swiper's class from the trimmed core, as the drop-in build bundles it. */
let folder = '';
async function trimmedSwiper(): Promise<SwiperClass> {
  // Inside the project (the test runner loads no module from outside it), in its build cache.
  if (!folder) {
    mkdirSync(join(process.cwd(), 'node_modules/.cache'), { recursive: true });
    folder = mkdtempSync(join(process.cwd(), 'node_modules/.cache/swiper-trim-'));
  }
  const file = join(folder, 'swiper-core.mjs');
  // Its one relative import, made absolute: the copy lives elsewhere.
  writeFileSync(file, trim(core).replace(/from '\.\/utils\.mjs'/g, `from '${join(dirname(coreFile), 'utils.mjs')}'`));
  return ((await import(/* @vite-ignore */ file)) as { S: SwiperClass }).S;
}
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function slider(slides = 3): HTMLElement {
  document.body.innerHTML = `<div class="swiper"><div class="swiper-wrapper">${'<div class="swiper-slide">x</div>'.repeat(slides)}</div></div>`;
  return document.querySelector<HTMLElement>('.swiper')!;
}

describe('the drop-in build’s swiper (scripts/swiper-trim.mjs)', () => {
  it('leaves out the body of every unused feature’s function, and keeps the rest of the file', () => {
    const trimmed = trim(core);
    for (const [name, option] of Object.entries(unused)) {
      expect(trimmed).toContain(`${name}(`);
      expect(trimmed.split(`{ swiperFeatureLeftOut(this, ${JSON.stringify(option)}); }`).length - 1).toBeGreaterThan(0);
    }
    expect(trimmed.split('{ swiperFeatureLeftOut(this,').length - 1).toBe(Object.keys(unused).length);
    expect(trimmed.length).toBeLessThan(core.length * 0.85);
    expect(trimmed).toContain('function slideTo(');
    expect(trimmed).not.toMatch(/static (defaults|extendedDefaults);/);
  });

  it('fails loudly when swiper no longer has one of the functions (a swiper update renamed it)', () => {
    expect(() => trim(core.replace('function loopFix(', 'function loopFixed('))).toThrow(/no longer has loopFix/);
  });

  it('a slider without the features slides, updates and is destroyed as before', async () => {
    const Swiper = await trimmedSwiper();
    const swiper = new Swiper(slider(4), { speed: 0, slidesPerView: 2, breakpoints: {} });
    swiper.slideTo(2, 0);
    expect(swiper.activeIndex).toBe(2);
    swiper.slideNext(0);
    swiper.update();
    expect(swiper.params.loop).toBe(false);
    // The statics stay, defined after the class as before.
    expect(Swiper.defaults.speed).toBe(300);
    expect(Swiper.extendedDefaults).toEqual({});
    expect(() => swiper.destroy()).not.toThrow();
  });

  it('a method left out throws when called, instead of doing nothing', async () => {
    const Swiper = await trimmedSwiper();
    const swiper = new Swiper(slider(), {});
    expect(() => swiper.setProgress(0.5)).toThrow('swiper: this method is left out of this build');
    swiper.destroy();
  });

  it.each([
    ['loop', { loop: true }],
    ['breakpoints', { breakpoints: { 500: { slidesPerView: 2 } } }],
    ['grabCursor', { grabCursor: true }],
    ["slidesPerView: 'auto'", { slidesPerView: 'auto', slidesPerGroupAuto: true }],
  ])('a slider that turns on “%s” is refused at once', async (option, options) => {
    const Swiper = await trimmedSwiper();
    expect(() => {
      const swiper = new Swiper(slider(5), options);
      // 'auto' is measured on the first move.
      swiper.slideNext(0);
    }).toThrow(`swiper: "${option}" is left out of this build`);
  });

  it('an empty breakpoints object is off, as swiper has it', async () => {
    const Swiper = await trimmedSwiper();
    expect(() => new Swiper(slider(), { breakpoints: {} }).destroy()).not.toThrow();
  });
});
