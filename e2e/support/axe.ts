import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core violations on the page, as readable lines (empty when the page is clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
