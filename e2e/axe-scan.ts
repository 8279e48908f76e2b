import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults, type Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** What every scan checks: WCAG 2.2 AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeWindow = typeof window & { axe: typeof axe };

/**
 * The page's axe violations (WCAG 2.2 AA). A page without frames is scanned with axe-core run in the page itself,
 * injected once per document: the same rules and the same violations as `@axe-core/playwright`'s AxeBuilder,
 * without its per-scan cost (it injects axe-core into every frame and a blank page of its own on every scan, about
 * ten times the scan itself: docs/decisions/0040). A page with frames goes through AxeBuilder, which scans every
 * frame. Only violations are collected (`resultTypes`): the other result types are not read.
 */
export async function scanViolations(page: Page): Promise<Result[]> {
  if (page.frames().length > 1) {
    const results = await new AxeBuilder({ page })
      .withTags(WCAG_TAGS)
      .options({ resultTypes: ['violations'] })
      .analyze();
    return results.violations;
  }
  // A string is evaluated as the browser's own code, outside the page's Content-Security-Policy, as AxeBuilder does.
  if (!(await page.evaluate('typeof window.axe?.run === "function"'))) await page.evaluate(axe.source);
  const results: AxeResults = await page.evaluate(
    (tags) =>
      (window as AxeWindow).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  return results.violations;
}
