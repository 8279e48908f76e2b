import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it, type OpenVisit } from './fixtures';
import { shot, trpcCall } from './admin-support';
import { parseCsv } from './csv';
import { ACCOUNTS, expectNoAxeViolations, login, SITE, watchPageErrors, downloadText } from './support';

async function admin(visit: OpenVisit, start = '/admin/brugere-og-institutioner/') {
  const { context, page } = await visit({ account: ACCOUNTS.admin });
  const errors = watchPageErrors(page);
  await page.goto(start);
  return { context, page, errors };
}

describe('user search and user information', () => {
  it('searches "ostergaard" and opens Åse Østergaard\'s information', async ({ visit }) => {
    const { page, errors } = await admin(visit);
    await page.getByLabel('Søg efter bruger').fill('ostergaard');
    await page.getByRole('button', { name: 'Søg', exact: true }).click();
    await page.waitForURL(/sog=ostergaard/);
    expect(new URL(page.url()).pathname).toBe('/admin/brugere-og-institutioner/');
    const table = page.getByRole('table', { name: 'Brugere, der matcher «ostergaard»' });
    const link = table.getByRole('link', { name: 'Åse Østergaard' });
    await link.waitFor();
    // Her programmes by name (GetProgramData), not by identifier: E-mail, Institution, Programmer, Oprettet.
    const found = table.getByRole('row', { name: /Åse Østergaard/ }).getByRole('cell');
    expect(await found.nth(2).textContent()).toBe('Company Programme');
    await page.getByText(/1 bruger fundet for «ostergaard»/).waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'user-search');

    await link.click();
    await page.waitForURL(/\/admin\/bruger-information\/\?email=aase\.oestergaard%40example\.dk$/);
    await page.getByRole('heading', { level: 2, name: 'Åse Østergaard' }).waitFor();
    expect(
      await page.getByRole('region', { name: 'Programmer' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Company Programme']);
    const signUps = page.getByRole('table', { name: 'Åse Østergaards tilmeldinger' });
    expect(await signUps.getByRole('row').count()).toBeGreaterThan(1);
    // Event, Start, Program …: each programme by name, or "Åbent event".
    const programs = await signUps.locator('tbody tr td:nth-of-type(2)').allTextContents();
    expect(programs.length).toBeGreaterThan(0);
    for (const program of programs) {
      expect([
        'Kickstart',
        'Iværksætterdagen',
        'Company Programme',
        'Innovationsugen',
        'Åbent event',
      ]).toContain(program);
    }
    await expectNoAxeViolations(page);
    await shot(page, 'user-information');

    // Back returns to the same search, from the URL.
    await page.goBack();
    await page.getByRole('link', { name: 'Åse Østergaard' }).waitFor();
    await expect.poll(() => page.getByLabel('Søg efter bruger').inputValue()).toBe('ostergaard');
    expect(errors).toEqual([]);
  });

  it('renders the user information on the server, and tells a bad or unknown e-mail in Danish with a search box', async ({
    visit,
  }) => {
    const { page, errors } = await admin(visit, '/admin/bruger-information/?email=laerer@example.dk');
    const html = await (await page.request.get('/admin/bruger-information/?email=laerer@example.dk')).text();
    expect(html).toContain('Mette Lærkegaard');
    expect(html).toContain('Aarhus Katedralskole');

    await page.goto('/admin/bruger-information/');
    await page.getByText('Der er ikke valgt nogen bruger.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    await page.goto('/admin/bruger-information/?email=ikke-en-mail');
    await page
      .getByRole('alert')
      .filter({ hasText: '«ikke-en-mail» er ikke en gyldig e-mailadresse' })
      .waitFor();
    await expectNoAxeViolations(page);
    await shot(page, 'user-information-invalid');

    await page.goto('/admin/bruger-information/?email=ingen@example.dk');
    await page.getByText(/Der blev ikke fundet en bruger med e-mailen «ingen@example\.dk»/).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Søg efter bruger').fill('aase');
    await page.getByLabel('Søg efter bruger').press('Enter');
    await page.waitForURL(/\/admin\/brugere-og-institutioner\/\?sog=aase/);
    await page.getByRole('link', { name: 'Åse Østergaard' }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe('CSV exports', () => {
  it('downloads each export for Danish Excel: BOM, semicolons, Danish dates, a formula-looking name neutralised', async ({
    visit,
  }) => {
    const { page, errors } = await admin(visit);
    const renamed = await trpcCall(
      page,
      'institutions.renameInstitution',
      { id: 'inst-1005', name: '=SUM(A1)' },
      'POST',
    );
    expect(renamed.status).toBe(200);
    await page.reload();

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Hent de godkendte institutioner som CSV (Excel)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^institutioner-godkendte-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await downloadText(file);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual(['Navn', 'Skoletype', 'By', 'Status', 'Brugere']);
    expect(rows.map((r) => r[0])).toContain("'=SUM(A1)");
    expect(rows.map((r) => r[0])).toContain('Sønderborg Ungdomsskole');

    const get = async (path: string) => {
      const response = await page.request.get(path);
      const body = await response.body();
      return { response, text: body.toString('utf8') };
    };
    const users = await get('/api/admin/eksport/brugere.csv?searchTerm=ostergaard');
    expect(users.response.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(users.response.headers()['cache-control']).toBe('no-store');
    const userRows = parseCsv(users.text.slice(1));
    expect(userRows[0]?.[0]).toBe('Navn');
    expect(userRows[1]?.slice(0, 2)).toEqual(['Åse Østergaard', 'aase.oestergaard@example.dk']);
    expect(userRows[1]?.[6]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

    for (const [path, header] of [
      ['/api/admin/eksport/tilmeldinger.csv', 'Program'],
      ['/api/admin/eksport/downloads.csv', 'Navn'],
    ] as const) {
      const { response, text: csv } = await get(path);
      expect(response.status()).toBe(200);
      expect(csv.charCodeAt(0)).toBe(0xfeff);
      const parsed = parseCsv(csv.slice(1));
      expect(parsed[0]?.[0]).toBe(header);
      expect(parsed.length).toBeGreaterThan(1);
      expect(parsed.every((r) => r.length === parsed[0]?.length)).toBe(true);
    }

    expect((await page.request.get('/api/admin/eksport/brugere.csv?searchTerm=a')).status()).toBe(400);
    expect((await page.request.get('/api/admin/eksport/ukendt.csv')).status()).toBe(404);
    expect(errors).toEqual([]);
  });

  it('puts a CSV export by every admin table, its link saying what the file holds', async ({ visit }) => {
    const { page, errors } = await admin(visit, '/admin/oversigt/');
    /** The export link in the same block as the table (its toolbar), with its label and address. */
    const exportBy = async (p: Page, caption: string, label: string) =>
      p
        .getByRole('table', { name: caption })
        .locator('xpath=../..')
        .getByRole('link', { name: label, exact: true })
        .getAttribute('href');
    const screens: [string, [string, string, string][]][] = [
      [
        '/admin/oversigt/',
        [
          ['De nyeste brugere', 'Hent de nyeste brugere som CSV (Excel)', 'nyeste-brugere.csv'],
          [
            'Medlemmer, events og optagede pladser pr. program',
            'Hent medlemmer, events og pladser pr. program som CSV (Excel)',
            'programmer.csv',
          ],
          [
            'Institutioner og brugere pr. skoletype',
            'Hent institutioner og brugere pr. skoletype som CSV (Excel)',
            'skoletyper.csv',
          ],
        ],
      ],
      [
        '/admin/brugere-og-institutioner/',
        [
          [
            'Institutioner, der venter på godkendelse',
            'Hent institutionerne, der venter på godkendelse, som CSV (Excel)',
            'institutioner.csv?status=pending',
          ],
          [
            'Godkendte institutioner',
            'Hent de godkendte institutioner som CSV (Excel)',
            'institutioner.csv?status=confirmed',
          ],
        ],
      ],
      [
        '/admin/bruger-information/?email=aase.oestergaard%40example.dk',
        [
          [
            'Åse Østergaards tilmeldinger',
            'Hent Åse Østergaards tilmeldinger som CSV (Excel)',
            'brugerens-tilmeldinger.csv?email=aase.oestergaard%40example.dk',
          ],
        ],
      ],
      [
        '/admin/undervisningsmaterialer/',
        [
          ['Downloads pr. materiale', 'Hent downloads pr. materiale som CSV (Excel)', 'materialer.csv'],
          [
            'Brugere, der har hentet materialer',
            'Hent brugerne, der har hentet materialer, og deres downloads som CSV (Excel)',
            'downloads.csv',
          ],
        ],
      ],
    ];
    for (const [screen, tables] of screens) {
      await page.goto(screen);
      for (const [caption, label, file] of tables) {
        expect(await exportBy(page, caption, label)).toBe(`/api/admin/eksport/${file}`);
      }
    }
    // The old link that promised "alle registrerede downloads" for a file of people is gone.
    expect(await page.getByText('alle registrerede downloads').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('refuses a teacher (403) and a visitor (401), never sending the data', async ({ visit }) => {
    const { page } = await visit();
    const anonymous = await page.request.get(`${SITE}/api/admin/eksport/institutioner.csv`);
    expect(anonymous.status()).toBe(401);
    await login(page, ACCOUNTS.teacher);
    const teacher = await page.request.get('/api/admin/eksport/institutioner.csv');
    expect(teacher.status()).toBe(403);
    expect(await teacher.text()).not.toContain('Katedralskole');
  });
});
