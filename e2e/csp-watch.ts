import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Collects the page's Content-Security-Policy violations (docs/decisions/0014) from its first script on, and the
 * console's reports of them; the returned function reads what was collected so far in the current document.
 */
export async function watchViolations(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) reported.push(message.text());
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

/**
 * Waits until the CMS's header script has run (the stand-in's sets `window.fisHeaderScript`). The header scripts
 * are added from an effect once the page has hydrated, which may come after its load event.
 */
export async function expectHeaderScriptRan(page: Page, message: string) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { fisHeaderScript?: boolean }).fisHeaderScript), {
      message,
    })
    .toBe(true);
}
