import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  articleSummarySchema,
  createAttendeeAnswerSchema,
  flashcardSchema,
  mediaAnswerSchema,
  myPageMenuItemSchema,
  quickLinkSchema,
  scriptSchema,
} from '../../prisma-free-mock/src/cms/api-schema';
import { BLOCK_TYPES } from '../../prisma-free-mock/src/cms/content/blocks';
import { cmsGlobalSchema, type CmsMenuItem } from '../../prisma-free-mock/src/cms/global-schema';
import { cmsPageSchema, type CmsPage } from '../../prisma-free-mock/src/cms/schema';
import { mediaFile } from '../../prisma-free-mock/src/media/files';
import { MEDIA } from '../../prisma-free-mock/src/seed/media';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import { json, startMock } from './harness';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const cms = (path: string, init?: RequestInit) => fetch(`${mock.origin}/cms${path}`, init);
const answerSchema = z.object({ Global: cmsGlobalSchema, Page: cmsPageSchema });
const errorSchema = z.object({ error: z.string(), code: z.string().optional() });
const getPage = async (path: string) => answerSchema.parse(await json(await cms(`/api/fonden${path}`))).Page;
const allPages = () => mock.store.state.cms.listPages();
const reset = () => fetch(`${mock.origin}/__mock/reset`, { method: 'POST' });
// The media generator is another module; when it cannot make files yet, the file-serving test waits for it.
const generatorReady = await mediaFile(MEDIA.heroFront).then(
  () => true,
  () => false,
);

describe('pages and site-wide data', () => {
  it('answers the front page with Global and Page, with and without the trailing slash', async () => {
    for (const path of ['/cms/api/fonden/', '/cms/api/fonden']) {
      const response = await fetch(`${mock.origin}${path}`);
      expect(response.status).toBe(200);
      const { Page } = answerSchema.parse(await json(response));
      expect(Page).toMatchObject({ Url: '/', ContentType: 'frontPage' });
    }
  });

  it('gives Global every site-wide field the specification names', async () => {
    const { Global } = answerSchema.parse(await json(await cms('/api/fonden/')));
    expect(Global.Header.Menu.length).toBeGreaterThan(0);
    expect(Global.Header.BurgerMenu.some((item) => item.SubMenuItems.length > 0 && item.BurgerMenuText)).toBe(
      true,
    );
    expect(Global.Footer.Addresses.filter((a) => a.PrimaryAddress)).toHaveLength(1);
    expect(Global.Footer.Addresses.length).toBeGreaterThanOrEqual(2);
    const sitemap = Global.Footer.Sitemap.flatMap((group) => group.Links.map((l) => l.Url));
    expect(sitemap).toEqual(
      expect.arrayContaining([
        '/tilmelding/',
        '/undervisningsmateriale/',
        '/kickstart-finale/',
        '/vindere/',
        '/min-profil-guide/',
      ]),
    );
    const newsletter = Global.Footer.CTAs.find((cta) => cta.Link.Url.startsWith('https://forms.'));
    expect(newsletter?.Link).toMatchObject({ NewWindow: true });
    expect(Global.Dictionaries).toHaveProperty(['Aria.General.SendUsMail']);
    expect(Global.Dictionaries).toHaveProperty(['Aria.General.ScrollTop']);
    expect(Global.SoMe.map((s) => s.Title)).toEqual(['LinkedIn', 'Facebook', 'Instagram']);
    expect(Global.Logos.Primary.Url).toMatch(new RegExp(`^${mock.origin}/cms/media/.+\\.svg$`));
    expect(Global.ShowMyProfile).toBe(true);
    expect(Global.PrivacyPolicyLink.Url).toBe('/privatlivspolitik/');
    expect(Global.MyPageSettings.ModalInformation).toContain('<p>');
    expect(Global.Tracking).toEqual({
      AnalyticsId: null,
      CookieConsentId: null,
      PrivacyAnalyticsDomain: null,
    });
  });

  it('leads every internal link of the header, burger menu and footer to an existing page', async () => {
    const { Global } = answerSchema.parse(await json(await cms('/api/fonden/')));
    const flatten = (items: CmsMenuItem[]): string[] =>
      items.flatMap((i) => [i.Url, ...flatten(i.SubMenuItems)]);
    const urls = [
      ...flatten(Global.Header.Menu),
      ...flatten(Global.Header.BurgerMenu),
      ...Global.Footer.Sitemap.flatMap((g) => g.Links.map((l) => l.Url)),
      ...Global.Footer.CTAs.map((c) => c.Link.Url),
      Global.PrivacyPolicyLink.Url,
    ].filter((url) => url.startsWith('/'));
    for (const url of new Set(urls)) expect(mock.store.state.cms.getPage(url), url).toBeDefined();
  });

  it('serves every required path with its content type', async () => {
    const required: [string, string][] = [
      ['/', 'frontPage'],
      ['/tilmelding/', 'contentPage'],
      ['/undervisningsmateriale/', 'materialsPage'],
      ['/kickstart-finale/', 'contentPage'],
      ['/vindere/', 'contentPage'],
      ['/min-profil-guide/', 'contentPage'],
      ['/arrangementer/', 'eventOverview'],
      ['/legater/', 'grantOverview'],
      ['/nyheder/', 'newsOverview'],
      ['/soge-resultater/', 'searchPage'],
      ['/for-laerere/', 'landingPage'],
      ['/om-fonden/partnere/', 'partnerPage'],
      ['/teknologipagten/', 'teknologipagten'],
      ['/ny-hjemmeside/', 'contentPage'],
      ['/privatlivspolitik/', 'contentPage'],
    ];
    for (const [path, type] of required) expect((await getPage(path)).ContentType, path).toBe(type);
  });

  it('finds a page without trailing slash, in another case and percent-encoded', async () => {
    expect((await getPage('/nyheder')).Url).toBe('/nyheder/');
    expect((await getPage('/Nyheder/')).Url).toBe('/nyheder/');
    expect((await getPage('/for-l%61erere/')).Url).toBe('/for-laerere/');
  });

  it('holds at least 15 articles, one page per seeded event, 6 grants and 3 projects', () => {
    const count = (type: string) => allPages().filter((p) => p.ContentType === type);
    const articles = count('article');
    expect(articles.length).toBeGreaterThanOrEqual(15);
    expect(
      articles.every((a) => a.Author && a.Tags && a.Tags.length > 0 && a.Url.startsWith('/nyheder/')),
    ).toBe(true);
    expect(count('grantPage')).toHaveLength(6);
    expect(count('projectPage')).toHaveLength(3);
    const events = count('eventPage');
    expect(events).toHaveLength(8);
    for (const seeded of mock.store.state.seed.events) {
      const page = events.find((p) => p.Url === seeded.url);
      expect(page?.Event).toMatchObject({
        EventId: seeded.eventId,
        Capacity: seeded.capacity,
        PublicSignup: seeded.publicSignup,
      });
      expect(page?.Event?.RequiresCode).toBe(seeded.code !== null);
    }
    expect(events.filter((p) => p.Event?.RequiresCode).map((p) => p.Event?.EventId)).toEqual(['evt-3001']);
  });

  it('gives grants their info, with most deadlines ahead and some passed', () => {
    const now = mock.store.state.seed.now.toISOString();
    const grants = allPages().flatMap((p) => (p.Grant ? [p.Grant] : []));
    expect(grants.filter((g) => g.Deadline > now).length).toBeGreaterThan(
      grants.filter((g) => g.Deadline <= now).length,
    );
    expect(grants.some((g) => g.Deadline <= now)).toBe(true);
    expect(grants.every((g) => g.AmountMax > 0 && g.Amount.includes('kr.') && g.HowToApply.length > 0)).toBe(
      true,
    );
  });

  it('makes every page meet the page contract, with media on absolute CMS urls', () => {
    for (const page of allPages()) {
      expect(cmsPageSchema.safeParse(page).success, page.Url).toBe(true);
      expect(page.UpdateDate >= page.PublishDate, page.Url).toBe(true);
    }
    const media =
      JSON.stringify(allPages()).match(/"Udi":"umb:\/\/media\/[0-9a-f]{32}","Url":"[^"]+"/g) ?? [];
    expect(media.length).toBeGreaterThan(50);
    for (const item of media) expect(item).toContain(`"Url":"${mock.origin}/cms/media/`);
  });

  it('gives landing-page blocks after the hero a Headline and AnchorId for the in-page navigation', async () => {
    const page = await getPage('/for-laerere/');
    expect(page.Blocks[0]).toMatchObject({
      ContentType: 'heroBlock',
      Content: { Headline: 'Undervis i iværksætteri', AnchorId: 'top' },
    });
    const anchored = page.Blocks.filter(
      (b) => b.ContentType !== 'heroBlock' && b.Content.Headline && b.Content.AnchorId,
    );
    expect(anchored.length).toBeGreaterThanOrEqual(5);
    expect(page.Blocks.some((b) => b.Content.Headline && !b.Content.AnchorId)).toBe(true);
  });

  it('counts down to a future release on /ny-hjemmeside/, and keeps a passed countdown in the archive', () => {
    const countdowns = allPages().flatMap((p) =>
      p.Blocks.filter((b) => b.ContentType === 'countdownBlock').map((b) => ({ p, b })),
    );
    const now = new Date().toISOString();
    const future = countdowns.find(({ p }) => p.Url === '/ny-hjemmeside/');
    expect(String(future?.b.Content.ReleaseDate) > now).toBe(true);
    expect(countdowns.some(({ b }) => String(b.Content.ReleaseDate) < now)).toBe(true);
  });

  it('puts Umbraco localLinks, plain /media links and images, and data-udi images into rich text', () => {
    const text = JSON.stringify(allPages());
    expect(text).toMatch(/href=\\"\/\{localLink:umb:\/\/media\/[0-9a-f]{32}\}\\" title=/);
    expect(text).toMatch(/href=\\"\/\{localLink:umb:\/\/document\/[0-9a-f]{32}\}\\"/);
    expect(text).toMatch(/<a href=\\"\/media\/[^"]+\.pdf\\">/);
    expect(text).toMatch(/<img src=\\"\/media\/[^"]+\\"/);
    expect(text).toMatch(/<img data-udi=\\"umb:\/\/media\/[0-9a-f]{32}\\" src=\\"\\" alt=\\"\\">/);
  });

  it('dates rich text after and before the 2023 cut-over, and leaves one without UpdatedDate', () => {
    const cutOver = '2023-01-01T14:26:22.483Z';
    const blocks = allPages().flatMap((p) => p.Blocks.filter((b) => b.ContentType === 'richTextBlock'));
    const dates = blocks.map((b) => b.Content.UpdatedDate);
    expect(dates.some((d) => typeof d === 'string' && d >= cutOver)).toBe(true);
    expect(dates.some((d) => typeof d === 'string' && d < cutOver)).toBe(true);
    expect(dates.filter((d) => d === undefined)).toHaveLength(1);
    expect(blocks.every((b) => typeof b.Content.Text === 'string')).toBe(true);
  });

  it('uses every documented block type somewhere, and one theme the site does not know', () => {
    const used = new Set(allPages().flatMap((p) => p.Blocks.map((b) => b.ContentType)));
    expect([...used].sort()).toEqual([...BLOCK_TYPES].sort());
    const themes = new Set(allPages().flatMap((p) => p.Blocks.map((b) => b.Content.Theme)));
    expect(themes).toContain('success');
    expect(themes).toContain('warning');
    expect(themes).toContain('aubergine');
  });

  describe('errors', () => {
    it('answers an unknown path with 404 and a Danish message', async () => {
      const response = await cms('/api/fonden/findes-ikke/');
      expect(response.status).toBe(404);
      expect(errorSchema.parse(await json(response)).error).toBe('Siden blev ikke fundet');
    });

    it('answers an unknown site id with 404', async () => {
      expect((await cms('/api/andet-site/')).status).toBe(404);
    });

    it('answers a broken percent-encoding with 400', async () => {
      expect((await cms('/api/fonden/%E0%A4%A/')).status).toBe(400);
    });
  });
});

describe('quicklinks (min-oversigt)', () => {
  it('answers a myPage with quick links and both menus, with and without the trailing slash', async () => {
    for (const path of ['/min-oversigt', '/min-oversigt/']) {
      const page = await getPage(path);
      expect(page.ContentType).toBe('myPage');
      expect(z.array(quickLinkSchema).min(4).parse(page.QuickLinks)[0]?.Description).toBeTruthy();
    }
  });

  it("names menu items by the route table's route names only: the demo menu shows no dead link", async () => {
    const page = await getPage('/min-oversigt/');
    const names = (menu: unknown) =>
      z
        .array(myPageMenuItemSchema)
        .parse(menu)
        .map((item) => item.RouteName);
    expect(names(page.TeacherMenu)).toEqual([
      'min-oversigt',
      'undervisningsmaterialer',
      'event-og-programmer',
      'konto',
    ]);
    expect(names(page.AdminMenu)).toEqual([
      'admin-oversigt',
      'admin-events',
      'admin-brugere-og-institutioner',
      'admin-bruger-information',
      'admin-undervisningsmaterialer',
    ]);
  });

  it('keeps the myPage out of the listed content, so search does not index it', () => {
    expect(allPages().some((p) => p.ContentType === 'myPage')).toBe(false);
  });
});

describe('header scripts', () => {
  it('answers without an Authorization header: one script with an id and one without', async () => {
    const response = await cms('/api/Scripts/GetScripts');
    expect(response.status).toBe(200);
    const scripts = z
      .array(scriptSchema)
      .parse(await json(response))
      .map((s) => s.Script);
    expect(scripts.some((s) => s.startsWith('<script id="'))).toBe(true);
    expect(scripts.some((s) => s.startsWith('<script>'))).toBe(true);
  });
});

describe('latest articles', () => {
  const latest = async (query: string) => {
    const response = await cms(`/api/grid/GetLatestArticles?${query}`);
    return { response, items: response.ok ? z.array(articleSummarySchema).parse(await json(response)) : [] };
  };

  it('lists the newest articles first and honours amount', async () => {
    const { items } = await latest('amount=5&pageId=0');
    expect(items).toHaveLength(5);
    expect(items.map((a) => a.PublishDate)).toEqual(
      items
        .map((a) => a.PublishDate)
        .sort()
        .reverse(),
    );
    expect(items.every((a) => a.ContentType === 'article')).toBe(true);
  });

  it('leaves out the page that asks', async () => {
    const [newest] = (await latest('amount=1')).items;
    const { items } = await latest(`amount=3&pageId=${newest?.Id}`);
    expect(items.map((a) => a.Id)).not.toContain(newest?.Id);
  });

  it('pages on with skip, and tells the total in X-Total-Count', async () => {
    const first = await latest('amount=4&pageId=0');
    const next = await latest('amount=4&pageId=0&skip=4');
    const both = await latest('amount=8&pageId=0');
    expect([...first.items, ...next.items].map((a) => a.Id)).toEqual(both.items.map((a) => a.Id));
    expect(Number(first.response.headers.get('x-total-count'))).toBe(
      allPages().filter((p) => p.ContentType === 'article').length,
    );
  });

  it('refuses an amount that is missing or outside 1..50 with a Danish 400', async () => {
    for (const query of [
      'pageId=1',
      'amount=0',
      'amount=51',
      'amount=tre',
      'amount=2&pageId=x',
      'amount=2&skip=-1',
    ]) {
      const { response } = await latest(query);
      expect(response.status, query).toBe(400);
      expect(errorSchema.parse(await json(response)).error, query).toMatch(/^Ugyldig forespørgsel: /);
    }
  });
});

describe('flashcards', () => {
  const cards = async (query: string) =>
    z.array(flashcardSchema).parse(await json(await cms(`/api/flashcard/GetFlashcards?${query}`)));

  it('answers the cards in the order asked and skips unknown ids', async () => {
    expect((await cards('ids=3,1,999')).map((c) => c.Id)).toEqual([3, 1]);
  });

  it('accepts the ids as repeated parameters too', async () => {
    expect((await cards('ids=2&ids=5,6')).map((c) => c.Id)).toEqual([2, 5, 6]);
  });

  it('refuses an empty or invalid list with 400', async () => {
    for (const query of ['', 'ids=', 'ids=a,b', 'ids=0', 'ids=1.5']) {
      expect((await cms(`/api/flashcard/GetFlashcards?${query}`)).status, query).toBe(400);
    }
  });
});

describe('media', () => {
  const getMedia = (udi: string) => cms(`/api/media/GetMedia?mediaUdi=${encodeURIComponent(udi)}`);

  it('answers GetMedia with a relative /media url, alt text and size', async () => {
    const media = mediaAnswerSchema.parse(await json(await getMedia(MEDIA.annualReport.udi)));
    expect(media).toMatchObject({
      Url: MEDIA.annualReport.path,
      AltText: MEDIA.annualReport.alt,
      MediaType: 'File',
      Width: 595,
    });
  });

  it('resolves a document UDI to the page path', async () => {
    const text = JSON.stringify(allPages());
    const udi = /umb:\/\/document\/[0-9a-f]{32}/.exec(text)?.[0] ?? '';
    const media = mediaAnswerSchema.parse(await json(await getMedia(udi)));
    expect(media.MediaType).toBe('Document');
    expect(mock.store.state.cms.getPage(media.Url)).toBeDefined();
  });

  it('resolves every localLink and data-udi found in rich text', async () => {
    const udis = new Set(
      JSON.stringify(allPages()).match(/umb:\/\/(media|document)\/[0-9a-f]{32}(?=\}|\\")/g),
    );
    expect(udis.size).toBeGreaterThan(3);
    for (const udi of udis) expect((await getMedia(udi)).status, udi).toBe(200);
  });

  it('answers an unknown UDI with 404 and a malformed one with 400', async () => {
    expect((await getMedia(`umb://media/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await getMedia('nope')).status).toBe(400);
    expect((await cms('/api/media/GetMedia')).status).toBe(400);
  });

  it('answers an unknown media file with 404', async () => {
    const response = await cms('/media/00000000/findes-ikke.jpg');
    expect(response.status).toBe(404);
    expect(errorSchema.parse(await json(response)).error).toBe('Mediefilen blev ikke fundet');
  });

  it.skipIf(!generatorReady)(
    'serves a known media file, also with non-ASCII letters, for a year',
    async () => {
      const response = await cms(encodeURI(MEDIA.slide1.path));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = response.headers.get('etag') ?? '';
      expect((await cms(encodeURI(MEDIA.slide1.path), { headers: { 'if-none-match': etag } })).status).toBe(
        304,
      );
      const pdf = await cms(MEDIA.annualReport.path);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    },
  );

  it('points every media object in the content at an item of the catalogue', () => {
    const urls =
      JSON.stringify([mock.store.state.cms.global, allPages()]).match(/\/cms\/media\/[^"]+/g) ?? [];
    for (const url of urls)
      expect(mock.store.state.cms.mediaByPath(decodeURI(url.slice('/cms'.length))), url).toBeDefined();
  });
});

describe('attendee sign-up', () => {
  beforeEach(async () => {
    await reset();
  });

  const signUp = (body: unknown) =>
    cms('/api/attendee/CreateAttendee', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const seats = async (eventId: string) =>
    z
      .object({ eventId: z.string(), capacity: z.number(), remainingSeats: z.number() })
      .parse(await json(await cms(`/api/attendee/GetRemainingSeats?eventId=${eventId}`)));
  const person = {
    eventId: 'evt-3002',
    name: 'Signe Kjær',
    email: 'signe.kjaer@example.dk',
    institution: 'Vejle Friskole',
  };

  it('takes one seat per sign-up and answers 201 with a session id', async () => {
    const before = await seats('evt-3002');
    const response = await signUp(person);
    expect(response.status).toBe(201);
    const answer = createAttendeeAnswerSchema.parse(await json(response));
    expect(answer).toMatchObject({ eventId: 'evt-3002', remainingSeats: before.remainingSeats - 1 });
    expect((await seats('evt-3002')).remainingSeats).toBe(before.remainingSeats - 1);
  });

  it('knows the session and the e-mail after a sign-up, ignoring the e-mail case', async () => {
    const { sessionId } = createAttendeeAnswerSchema.parse(await json(await signUp(person)));
    expect(await json(await cms(`/api/attendee/SessionExists?sessionId=${sessionId}`))).toEqual({
      exists: true,
      eventId: 'evt-3002',
    });
    expect(await json(await cms('/api/attendee/SessionExists?sessionId=ukendt'))).toEqual({ exists: false });
    const signedUp = await json(
      await cms('/api/attendee/EmailIsSignedUp?eventId=evt-3002&email=SIGNE.KJAER@example.dk'),
    );
    expect(signedUp).toMatchObject({ eventId: 'evt-3002', signedUp: true });
    const other = await json(
      await cms('/api/attendee/EmailIsSignedUp?eventId=evt-3002&email=en.anden@example.dk'),
    );
    expect(other).toMatchObject({ signedUp: false });
  });

  it('refuses a second sign-up with the same e-mail with 409 in Danish', async () => {
    await signUp(person);
    const response = await signUp({ ...person, email: ' Signe.Kjaer@example.dk ' });
    expect(response.status).toBe(409);
    expect(errorSchema.parse(await json(response))).toEqual({
      error: 'Denne e-mail er allerede tilmeldt arrangementet.',
      code: 'duplicate',
    });
  });

  it('refuses a sign-up to a full event with 409', async () => {
    expect((await signUp({ ...person, eventId: 'evt-3004', email: 'a@example.dk' })).status).toBe(201);
    expect((await signUp({ ...person, eventId: 'evt-3004', email: 'b@example.dk' })).status).toBe(201);
    const response = await signUp({ ...person, eventId: 'evt-3004', email: 'c@example.dk' });
    expect(response.status).toBe(409);
    expect(errorSchema.parse(await json(response))).toEqual({
      error: 'Arrangementet er desværre fuldt booket.',
      code: 'full',
    });
    expect((await seats('evt-3004')).remainingSeats).toBe(0);
  });

  it('shares the ledger with teacher sign-ups, so a teacher seat blocks the same e-mail', async () => {
    mock.store.state.seats.take('evt-3002', [
      {
        email: person.email,
        name: person.name,
        source: 'teacher',
        signedUpBy: null,
        sessionId: null,
        institution: null,
        at: new Date().toISOString(),
      },
    ]);
    expect((await signUp(person)).status).toBe(409);
  });

  it('refuses a members-only event with 403 and points to Min profil', async () => {
    const response = await signUp({ ...person, eventId: 'evt-3001' });
    expect(response.status).toBe(403);
    expect(errorSchema.parse(await json(response))).toEqual({
      error: 'Tilmelding til dette arrangement sker via Min profil.',
      code: 'members-only',
    });
  });

  it('refuses an event that has already taken place with 409 closed', async () => {
    const response = await signUp({ ...person, eventId: 'evt-3007' });
    expect(response.status).toBe(409);
    expect(errorSchema.parse(await json(response)).code).toBe('closed');
  });

  it('answers an unknown event with 404 on every attendee endpoint', async () => {
    expect((await signUp({ ...person, eventId: 'evt-9999' })).status).toBe(404);
    expect((await cms('/api/attendee/GetRemainingSeats?eventId=evt-9999')).status).toBe(404);
    expect((await cms('/api/attendee/EmailIsSignedUp?eventId=evt-9999&email=a@example.dk')).status).toBe(404);
  });

  it('refuses invalid input with a readable Danish 400', async () => {
    const badEmail = await signUp({ ...person, email: 'signe-uden-snabel-a' });
    expect(badEmail.status).toBe(400);
    expect(errorSchema.parse(await json(badEmail)).error).toContain('Email skal indeholde @ og domæne');
    expect((await signUp({ ...person, name: '  ' })).status).toBe(400);
    expect((await cms('/api/attendee/CreateAttendee', { method: 'POST', body: 'ikke json' })).status).toBe(
      400,
    );
    expect((await cms('/api/attendee/SessionExists')).status).toBe(400);
    expect((await cms('/api/attendee/EmailIsSignedUp?eventId=evt-3002&email=nej')).status).toBe(400);
  });

  it('gives the seats back on reset', async () => {
    const before = await seats('evt-3003');
    await signUp({ ...person, eventId: 'evt-3003' });
    expect((await seats('evt-3003')).remainingSeats).toBe(before.remainingSeats - 1);
    await reset();
    expect(await seats('evt-3003')).toEqual(before);
  });
});

describe('page upsert through the control API', () => {
  beforeEach(async () => {
    await reset();
  });

  const put = (path: string, body: unknown) =>
    fetch(`${mock.origin}/__mock/cms/page?path=${encodeURIComponent(path)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('serves an upserted page by GET and bumps the version', async () => {
    const version = mock.store.state.cms.version;
    expect(
      (await put('/test/ny-side', { Name: 'Ny side', ContentType: 'contentPage', Blocks: [] })).status,
    ).toBe(200);
    expect(await getPage('/test/ny-side/')).toMatchObject({
      Name: 'Ny side',
      Url: '/test/ny-side/',
      ContentType: 'contentPage',
    });
    expect(mock.store.state.cms.version).toBe(version + 1);
  });

  it('keeps the id and creation date when an existing page is replaced', async () => {
    const before: CmsPage = await getPage('/vindere/');
    await put('/vindere/', { Name: 'Vindere 2026', ContentType: 'contentPage', Blocks: [] });
    const after = await getPage('/vindere/');
    expect(after).toMatchObject({
      Id: before.Id,
      Key: before.Key,
      CreateDate: before.CreateDate,
      Name: 'Vindere 2026',
    });
  });

  it('puts an upserted article first among the latest articles', async () => {
    await put('/nyheder/helt-ny/', {
      Name: 'Helt ny nyhed',
      ContentType: 'article',
      Blocks: [],
      Author: 'Test',
      Tags: ['Test'],
    });
    const [first] = z
      .array(articleSummarySchema)
      .parse(await json(await cms('/api/grid/GetLatestArticles?amount=1')));
    expect(first?.Url).toBe('/nyheder/helt-ny/');
  });
});
