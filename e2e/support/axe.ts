import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core violations on the page, as readable lines (empty when the page is clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  // What the shopper reads once things settle: a fade under way (the fixed menu appearing after a
  // scroll) would be judged half-transparent. Waits on the animations' own end, not on time.
  // Endless ones (a spinner) are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
