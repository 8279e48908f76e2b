import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { ACCOUNTS, injectFault, login, watchPageErrors } from './support';

/**
 * A slow upstream costs only its own part (docs/decisions/0011): Min oversigt's server-side data has a deadline
 * (SSR_DATA_DEADLINE_MS, 1,200 ms here), so with GetRelevantEvents held back the first HTML still comes long before
 * that call answers, with the other parts in it, and the relevant events arrive in the browser afterwards.
 */

const OVERVIEW = '/min-profil/min-oversigt/';
const RELEVANT = '/events/GetRelevantEvents';
const hold = (delayMs: number, times: number) =>
  injectFault({ service: 'product', pathPrefix: RELEVANT, delayMs, times });

describe('one slow upstream call on Min oversigt', () => {
  it('sends the first HTML without waiting for it, with the other parts in it and that part loading', async ({
    visit,
  }) => {
    const { context, page } = await visit();
    await login(page, ACCOUNTS.teacher, OVERVIEW);
    await hold(8000, 1);
    const started = Date.now();
    const response = await context.request.get(OVERVIEW);
    const html = (await response.text()).replace(/<!-- -->/g, '');
    // Not a speed target (the bench measures that): the page did not wait the 8 s for the held call.
    expect(Date.now() - started).toBeLessThan(6000);
    expect(response.status()).toBe(200);
    expect(html).toContain('Hej Mette');
    expect(html).toContain('Indløs din deltagerkode til Kickstart-finalen 2026');
    expect(html).toContain('Dine seneste tilmeldinger');
    expect(html).toContain('Henter arrangementer …');
    expect(html).not.toContain('getRelevantEventsPage');
  });

  it('shows the slow part in the browser once it answers', async ({ visit }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await login(page, ACCOUNTS.teacher, OVERVIEW);
    // Held for the server's call and the browser's own.
    await hold(3000, 2);
    await page.goto(OVERVIEW);
    const relevant = page.getByRole('region', { name: 'Relevante arrangementer' });
    expect(await relevant.textContent()).toContain('Henter arrangementer …');
    expect(await page.getByText('Dine seneste tilmeldinger').count()).toBeGreaterThan(0);
    await relevant.getByRole('link').first().waitFor({ timeout: 15_000 });
    expect(await relevant.textContent()).not.toContain('Henter arrangementer');
    expect(errors).toEqual([]);
  });

  it('shows the Danish failure text when the call never answers (the upstream timeout ends it)', async ({
    visit,
  }) => {
    const { page } = await visit();
    const errors = watchPageErrors(page);
    await login(page, ACCOUNTS.teacher, OVERVIEW);
    await hold(60_000, 2);
    await page.goto(OVERVIEW);
    const relevant = page.getByRole('region', { name: 'Relevante arrangementer' });
    await relevant
      .getByText('De relevante arrangementer kunne ikke hentes lige nu.')
      .waitFor({ timeout: 20_000 });
    expect(await page.getByText('Hej Mette', { exact: false }).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
