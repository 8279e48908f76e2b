import type { Page } from 'playwright-core';

/**
 * Helpers for the admin journeys: calling the site's own tRPC endpoint from inside a signed-in page (so the
 * session cookie and the same-origin checks apply, as for the screens), and moving by keyboard alone.
 */
export async function trpcCall<T>(
  page: Page,
  procedure: string,
  input?: unknown,
  method: 'GET' | 'POST' = 'GET',
) {
  return page.evaluate(
    async ({ procedure, input, method }) => {
      const url =
        method === 'GET'
          ? `/api/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`
          : `/api/trpc/${procedure}`;
      const response = await fetch(url, {
        method,
        headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
        body: method === 'POST' ? JSON.stringify(input ?? null) : undefined,
      });
      return { status: response.status, body: (await response.json()) as { result?: { data: unknown } } };
    },
    { procedure, input, method },
  ) as Promise<{ status: number; body: { result?: { data: T } } }>;
}

/** Presses Tab until the focused element's accessible-ish name matches (label, aria-label or text). */
export async function tabTo(page: Page, name: string | RegExp, max = 150) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const labelled = el.id
        ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent
        : null;
      return el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '';
    });
    if (typeof name === 'string' ? focused.trim() === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/**
 * Screenshots for looking at the screens (E2E_SHOTS=dir), 1280 and 360 wide. An open dialog is taken as the
 * viewport shows it: a full-page capture misplaces fixed, top-layer content.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: fullPage ? 900 : 740 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
