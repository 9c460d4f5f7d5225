import type { Page } from '@playwright/test';

/**
 * How far the page is wider than the window (WCAG 1.4.10, reflow): "" when it fits, else
 * "/path: 402 px wide at 390". The page must not scroll sideways at any width we support.
 */
export async function overflowOf(page: Page): Promise<string> {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  return scrollWidth <= innerWidth! ? '' : `${new URL(page.url()).pathname}: ${scrollWidth} px wide at ${innerWidth}`;
}
