import type { Page } from '@playwright/test';

/** Collects every Content-Security-Policy violation the page reports. */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${location.pathname}: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}
