import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core violations on the page, as readable lines (empty when the page is clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  // What the shopper reads once things settle: a fade under way (the fixed menu appearing after a
  // scroll) would be judged half-transparent. Waits on the animations' own end, not on time.
  // Endless ones (a spinner) are left alone.
  // A click just before (Playwright scrolls its target into view) may start such a fade only
  // after the frame that delivers the menu's IntersectionObserver entry and the render it causes,
  // so three frames pass first: the entry, the render, the style that starts the animation.
  await page.evaluate(async () => {
    for (let frame = 0; frame < 3; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  // Legacy mode runs `axe.run` in the page itself. The default (`runPartial` in every frame, then
  // `finishRun` in a blank page it opens) took 3–8 s a page here against about 1 s, and the example
  // pages have no cross-origin frames, the one thing it exists for. Only violations are asked for:
  // passes carry every node checked, and carrying them out of a long catalogue page cost seconds.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
