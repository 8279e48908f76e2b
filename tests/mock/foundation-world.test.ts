import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMockConfig } from '../../prisma-free-mock/src/config';
import { digestState } from '../../prisma-free-mock/src/control/state-digest';
import { authenticate } from '../../prisma-free-mock/src/idp/accounts';
import { foldDanish } from '../../prisma-free-mock/src/product/state/fold';
import type { SignUpView, UserSummary } from '../../prisma-free-mock/src/product/views';
import { INDEX_NAMES, getIndex } from '../../prisma-free-mock/src/search/indices';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import { MockStore } from '../../prisma-free-mock/src/state';
import { ACCOUNTS } from '../support/accounts';
import { startMock } from './harness';
import { ADMIN, NEW_TEACHER, productClient, TEACHER } from './product-client';

/**
 * MOCK_SCALE=foundation (prisma-free-mock/docs/foundation-world.md): the generated world is the same on every
 * build, has a foundation's volumes, keeps every demo account and code, and holds consistent records.
 */

const BIG = 'stor@example.dk';
const DAY = 86_400_000;
let world: RunningMock;
let api: ReturnType<typeof productClient>;

beforeAll(async () => {
  world = await startMock({ scale: 'foundation' });
  api = productClient(world);
}, 180_000);
afterAll(() => world?.close());

const state = () => world.store.state;
const allSeats = () => Object.values(state().seats.snapshot()).flat();

describe('MOCK_SCALE', () => {
  it('is read from the environment, the demo world by default', () => {
    expect(readMockConfig({ NODE_ENV: 'test' }).scale).toBe('demo');
    expect(readMockConfig({ NODE_ENV: 'test', MOCK_SCALE: 'foundation' }).scale).toBe('foundation');
    expect(() => readMockConfig({ NODE_ENV: 'test', MOCK_SCALE: 'huge' })).toThrow(/MOCK_SCALE/);
  });
});

describe('the foundation world', () => {
  it('is deterministic: a second build gives the same digest, and a reset restores it after a change', async () => {
    const first = digestState(state());
    const again = new MockStore(world.origin, world.config.now, 0, 'foundation');
    expect(digestState(again.state)).toEqual(first);

    const signUp = await api.post('/events/SignUpToEvent', TEACHER, { eventId: 'evt-3005' });
    expect(signUp.status).toBe(201);
    expect(digestState(state()).digest).not.toBe(first.digest);
    const reset = await fetch(`${world.origin}/__mock/reset`, { method: 'POST' });
    expect(reset.status).toBeLessThan(300);
    expect(world.store.scale).toBe('foundation');
    expect(digestState(state())).toEqual(first);
  }, 180_000);

  it('has a foundation’s volumes', () => {
    const { product, seed, cms } = state();
    const pending = product.institutions.filter((i) => i.status === 'pending');
    expect(product.institutions.length).toBeGreaterThanOrEqual(2_400);
    expect(pending.length / product.institutions.length).toBeGreaterThan(0.04);
    expect(pending.length / product.institutions.length).toBeLessThan(0.06);

    const teachers = product.users.filter((u) => u.role === 'teacher');
    expect(teachers.length).toBeGreaterThanOrEqual(25_000);
    const without = teachers.filter((u) => u.institutionId === null).length;
    expect(without).toBeGreaterThan(0);
    expect(without / teachers.length).toBeLessThan(0.15);
    expect(teachers.filter((u) => u.programs.length > 0).length).toBeGreaterThan(10_000);

    const now = seed.now.getTime();
    expect(seed.events.length).toBeGreaterThanOrEqual(450);
    expect(seed.events.filter((e) => Date.parse(e.startDate) <= now).length).toBeGreaterThan(100);
    expect(seed.events.filter((e) => Date.parse(e.startDate) > now).length).toBeGreaterThan(100);
    const seats = allSeats();
    expect(seats.length).toBeGreaterThanOrEqual(40_000);
    for (const source of ['teacher', 'list', 'attendee'] as const) {
      expect(seats.filter((h) => h.source === source).length).toBeGreaterThan(1_000);
    }

    expect(seed.materials.length).toBeGreaterThanOrEqual(200);
    expect(product.downloads.length).toBeGreaterThanOrEqual(250_000);

    const pages = cms.listPages();
    const count = (type: string) => pages.filter((p) => p.ContentType === type).length;
    expect(count('article') + count('eventPage') + count('grantPage')).toBeGreaterThanOrEqual(2_000);
    expect(count('eventPage')).toBe(seed.events.length);
  });

  it('puts every page in the search indices it belongs to', () => {
    const pages = state().cms.listPages();
    const findable = pages.filter((p) => p.ContentType !== 'searchPage' && !p.Seo.NoIndex);
    const sizes = Object.fromEntries(INDEX_NAMES.map((name) => [name, getIndex(state(), name).size]));
    expect(sizes.content).toBe(findable.length);
    expect(sizes.content_published_desc).toBe(findable.length);
    expect(sizes.content_eventdate_asc).toBe(pages.filter((p) => p.ContentType === 'eventPage').length);
    expect(sizes.grants).toBe(pages.filter((p) => p.ContentType === 'grantPage').length);
    expect(sizes.grants_preview).toBe(sizes.grants);
    expect(sizes.content).toBeGreaterThanOrEqual(2_000);
  });

  it('has pending requests whose names are near, not equal, to confirmed ones', () => {
    const { institutions } = state().product;
    const confirmed = institutions.filter((i) => i.status === 'confirmed');
    const pending = institutions.filter((i) => i.status === 'pending');
    const squash = (name: string) =>
      foldDanish(name)
        .replace(/[\s-]/g, '')
        .replace(/(skolen|gymnasiet)$/, (m) => m.slice(0, -1));
    const near = new Map(confirmed.map((i) => [squash(i.name), i.name]));
    const pairs = pending.flatMap((p) =>
      near.has(squash(p.name)) ? [[p.name, near.get(squash(p.name))!] as const] : [],
    );
    expect(pairs.length).toBeGreaterThanOrEqual(20);
    // 'Århus …' for 'Aarhus …' and 'skolen' for 'Skole' among them; never the same name after folding.
    expect(pairs.some(([p, c]) => /Å/.test(p) && /Aa/.test(c))).toBe(true);
    expect(pairs.some(([p, c]) => /skolen$/.test(p) && / Skole$/.test(c))).toBe(true);
    const folded = new Set(confirmed.map((i) => foldDanish(i.name)));
    expect(pending.filter((p) => folded.has(foldDanish(p.name)))).toEqual([]);
    expect(institutions.filter((i) => /[æøåÆØÅ]/.test(i.name)).length).toBeGreaterThan(200);
  });

  it('keeps every demo account and code working, and adds the big teacher', async () => {
    const { teacher, admin, newTeacher, signup } = ACCOUNTS;
    for (const { email, password } of [
      teacher,
      admin,
      newTeacher,
      signup,
      { email: BIG, password: 'Stor123!' },
    ]) {
      expect(authenticate(world.ctx, email, password)?.email).toBe(email);
    }
    for (const email of [TEACHER, ADMIN, NEW_TEACHER, BIG]) {
      expect((await api.get(`/user/GetUser?email=${email}`, email)).status).toBe(200);
    }
    expect((await api.get('/user/GetUser', 'tilmeld@example.dk')).error.reason).toBe('user-not-found');
    const check = await api.post<{ valid: boolean; eventId: string }>(
      '/redeem-code/CheckEventCode',
      TEACHER,
      {
        code: 'KICKSTART-2026',
      },
    );
    expect(check.body).toMatchObject({ valid: true, eventId: 'evt-3001' });
    const material = await api.post<{ valid: boolean }>('/material/ValidateCode', NEW_TEACHER, {
      code: 'MATERIALE-2026',
    });
    expect(material.body.valid).toBe(true);
    // The demo's own events keep the demo's seats (evt-3004 is still the 2-seat event nobody has taken).
    expect(state().seats.remaining('evt-3004')).toBe(2);
    await fetch(`${world.origin}/__mock/reset`, { method: 'POST' });
  }, 60_000);

  it('gives the big teacher hundreds of events in Kickstart, three lists of 100 and 300 participants', async () => {
    const events = await api.get<{ programName: string; events: unknown[] }[]>('/events/GetEvents', BIG);
    expect(events.status).toBe(200);
    const kickstart = state().seed.events.filter((e) => e.programName === 'kickstart');
    expect(kickstart.length).toBeGreaterThanOrEqual(200);
    expect(events.body.find((p) => p.programName === 'kickstart')!.events.length).toBeGreaterThanOrEqual(100);
    const signUps = await api.get<SignUpView[]>('/events/GetSignUpsForUser', BIG);
    const lists = signUps.body.filter((s) => s.participants.length > 0);
    expect(lists.map((s) => s.participants.length)).toEqual([100, 100, 100]);
    expect(signUps.body.filter((s) => s.selfSignedUp).length).toBeGreaterThanOrEqual(60);
    expect(signUps.body.some((s) => s.event.isPast) && signUps.body.some((s) => !s.event.isPast)).toBe(true);
  });

  it('answers the typical calls at this size', async () => {
    const search = await api.get<UserSummary[]>('/user/SearchUser?searchTerm=jensen', ADMIN);
    expect(search.status).toBe(200);
    expect(search.body.length).toBeGreaterThan(100);
    for (const path of [
      '/institutions/GetConfirmedInstitutions',
      '/institutions/GetPendingInstitutions',
      '/institutions/GetInstitutionOverview',
      '/material/GetOverview',
      '/user/GetNewestUsers?limit=25',
    ]) {
      expect((await api.get(path, ADMIN)).status).toBe(200);
    }
  }, 60_000);
  it('holds consistent records: seats within capacity and in time, downloads after unlocking', () => {
    const { seed, product, seats } = state();
    const now = seed.now.getTime();
    const users = new Map(product.users.map((u) => [u.email.toLowerCase(), u]));
    const wrong: string[] = [];
    for (const event of seed.events) {
      const holders = seats.list(event.eventId);
      if (holders.length > event.capacity) wrong.push(`${event.eventId} over capacity`);
      for (const h of holders) {
        if (Date.parse(h.at) >= Math.min(Date.parse(event.startDate), now + DAY)) {
          wrong.push(`${event.eventId} ${h.email} signed up at ${h.at}`);
        }
        const teacher = h.source === 'teacher' ? users.get(h.email.toLowerCase()) : undefined;
        if (teacher && teacher.createdAt >= h.at) wrong.push(`${h.email} signed up before existing`);
      }
    }
    const byId = new Map(product.users.map((u) => [u.userId, u]));
    const materials = new Map(seed.materials.map((m) => [m.materialId, m]));
    for (const d of product.downloads) {
      const user = byId.get(d.userId)!;
      const unlocked = materials.get(d.materialId)!.requiresCode
        ? user.materialCodeValidatedAt
        : user.materialsValidatedAt;
      if (!unlocked || unlocked > d.at || Date.parse(d.at) > now) wrong.push(`download ${d.userId} ${d.at}`);
    }
    expect(wrong.slice(0, 10)).toEqual([]);
    // Accounts spread over years, a few every recent day: the newest-users list and the charts have a shape.
    const created = product.users.map((u) => Date.parse(u.createdAt));
    expect(created.filter((t) => t > now - 7 * DAY).length).toBeGreaterThan(20);
    expect(created.filter((t) => t < now - 3 * 365 * DAY).length).toBeGreaterThan(1_000);
  });
});
