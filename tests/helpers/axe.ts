import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 AA violations on the page as it is now, one line each ("rule (targets)"); [] when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${new URL(page.url()).pathname}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
