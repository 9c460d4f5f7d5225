import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe with the WCAG 2.1 AA rules, for the page as it is now. Legacy mode runs axe once, in the page:
 * the default injects axe into every frame and then again into a new blank page to merge the frames'
 * results, which made each scan take about twice as long. Our pages have no frames (no <iframe> in
 * src/ or content/), so the results are the same (the same violations and passes on six pages,
 * measured).
 */
export const wcagAxe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode();

/** WCAG 2.1 AA violations on the page as it is now, one line each ("rule (targets)"); [] when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await wcagAxe(page).analyze();
  return results.violations.map((v) => `${new URL(page.url()).pathname}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
