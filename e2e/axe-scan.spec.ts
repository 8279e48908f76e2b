import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { describe, expect } from 'vitest';
import { scanViolations } from './axe-scan';
import { it } from './fixtures';

/**
 * The scan every journey uses (e2e/axe-scan.ts) runs axe-core in the page itself rather than through AxeBuilder,
 * for speed (docs/decisions/0040): on a page with planted faults it finds exactly what AxeBuilder finds.
 */
const found = (violations: Result[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).sort();

describe('the axe scan', () => {
  it('finds what AxeBuilder finds, also when scanning a document a second time', async ({ page }) => {
    await page.goto('/nyheder/');
    await page.evaluate(() =>
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'afterbegin',
          '<img src="/x.png"><button></button><p style="color:#bbb;background:#fff">lav kontrast</p>' +
            '<input type="text"><a href="/"></a><div role="foo">x</div>',
        ),
    );
    const first = found(await scanViolations(page));
    const library = found(
      (
        await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze()
      ).violations,
    );
    expect(library.map((line) => line.split(':')[0])).toEqual([
      'aria-roles',
      'button-name',
      'color-contrast',
      'image-alt',
      'label',
      'link-name',
    ]);
    expect(first).toEqual(library);
    expect(found(await scanViolations(page))).toEqual(library);
  });
});
