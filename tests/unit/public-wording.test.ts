import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type * as InstantSearch from 'react-instantsearch';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton, pressOnce } from '@/components/BusyButton/BusyButton';
import { LinkedText } from '@/components/LinkedText/LinkedText';
import { EventFacts } from '@/features/events/EventFacts';
import { shownEventsText } from '@/features/events/EventOverview';
import { GrantFacts } from '@/features/grants/GrantFacts';
import { lockNote } from '@/features/materials/lock-note';
import { EmptyState } from '@/features/search/EmptyState';
import { HitMaterialsAction } from '@/features/search/SearchHit';
import { LoginScreen } from '@/features/session/LoginScreen';
import { NO_PROFILE_YET } from '@/lib/profile-note';
import { TrpcProvider } from '@/lib/client/TrpcProvider';
import type { EventInfo } from '@/lib/event-info';
import { counted } from '@/lib/plural';
import type { SiteProps } from '@/server/loaders/navigation';

vi.mock('react-instantsearch', async (original) => ({
  ...(await original<typeof InstantSearch>()),
  useClearRefinements: () => ({ canRefine: false, refine: () => undefined }),
}));

const router = {
  query: {},
  asPath: '/',
  pathname: '/',
  events: { on() {}, off() {} },
} as unknown as NextRouter;
const html = (element: ReactElement) =>
  renderToStaticMarkup(h(RouterContext.Provider, { value: router }, element));

describe('plural agreement', () => {
  it('puts the noun in the number of the count next to it', () => {
    expect(counted(1, 'legat', 'legater')).toBe('1 legat');
    expect(counted(0, 'legat', 'legater')).toBe('0 legater');
    expect(shownEventsText(1, 0)).toBe('Viser 1 kommende og 0 tidligere arrangementer.');
    expect(shownEventsText(0, 1)).toBe('Viser 0 kommende og 1 tidligere arrangement.');
    expect(shownEventsText(3, 2)).toBe('Viser 3 kommende og 2 tidligere arrangementer.');
  });
});

describe('search', () => {
  it('tips spell ø as "oe"', () => {
    expect(html(h(EmptyState, { query: 'groen' }))).toContain('skrive æ, ø og å som ae, oe og aa.');
  });

  const materials = Array.from({ length: 6 }, (_, i) => ({
    materialId: `m${i}`,
    title: `Materiale ${i}`,
    format: 'pdf',
    requiresCode: false,
  }));

  it('offers at most one action per result: several materials are one link to the page', () => {
    const out = html(
      h(HitMaterialsAction, {
        materials,
        pageUrl: '/undervisningsmateriale/',
        pageTitle: 'Undervisningsmateriale',
        pageId: 's:1',
      }),
    );
    expect(out).not.toContain('<button');
    expect(out.match(/<a /g)).toHaveLength(1);
    expect(out).toContain('href="/undervisningsmateriale/"');
    expect(out).toContain('Se 6 materialer at hente');
    // One material keeps its own "Hent" (drawn in the browser), not the link.
    const one = html(
      h(HitMaterialsAction, {
        materials: materials.slice(0, 1),
        pageUrl: '/x/',
        pageTitle: 'X',
        pageId: 's:2',
      }),
    );
    expect(one).not.toContain('materialer at hente');
  });
});

describe('"Hent" while it works', () => {
  it('says "Henter …", is marked busy and disabled, and keeps the name for screen readers', () => {
    const button = (busy: boolean) =>
      html(
        h(BusyButton, {
          busy,
          text: 'Hent',
          busyText: 'Henter …',
          name: 'Grundbogen',
          onPress: () => undefined,
        }),
      );
    const idle = button(false);
    expect(idle).toContain('aria-busy="false"');
    expect(idle).toContain('>Hent<');
    const busy = button(true);
    expect(busy).toContain('Henter …');
    expect(busy).toContain('aria-busy="true"');
    expect(busy).toContain('aria-disabled="true"');
    expect(busy).toContain('<span class="visually-hidden"> Grundbogen</span>');
  });

  it('cannot be pressed twice: a second press while the first runs does nothing', async () => {
    const flag = { current: false };
    let runs = 0;
    let finish: () => void = () => undefined;
    const run = () =>
      new Promise<void>((resolve) => {
        runs += 1;
        finish = resolve;
      });
    const first = pressOnce(flag, run);
    expect(await pressOnce(flag, run)).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(runs).toBe(1);
    // Once done, it may be pressed again.
    const again = pressOnce(flag, run);
    finish();
    expect(await again).toBe(true);
    expect(runs).toBe(2);
  });
});

describe('a material card', () => {
  it('says a code is needed until the teacher has opened it, then that it is unlocked', () => {
    const coded = { materialId: 'm1', requiresCode: true };
    expect(lockNote(coded, null)?.text).toBe('Kræver en materialekode');
    expect(lockNote(coded, new Set(['m2']))?.text).toBe('Kræver en materialekode');
    expect(lockNote(coded, new Set(['m1']))).toEqual({ text: 'Låst op for dig', unlocked: true });
    expect(lockNote({ materialId: 'm3', requiresCode: false }, null)).toBeNull();
  });
});

describe('e-mail addresses in plain CMS text', () => {
  it('become mailto links, with the sentence around them kept as text', () => {
    expect(html(h(LinkedText, { text: 'Spørgsmål kan sendes til legater@fis-fonden.dk. Tak <b>!' }))).toBe(
      'Spørgsmål kan sendes til <a href="mailto:legater@fis-fonden.dk">legater@fis-fonden.dk</a>. Tak &lt;b&gt;!',
    );
    expect(html(h(LinkedText, { text: 'Ingen adresse her @ all.' }))).toBe('Ingen adresse her @ all.');
  });

  it("link the grant's how-to-apply address", () => {
    const out = html(
      h(GrantFacts, {
        grant: {
          GrantId: 'g1',
          Category: 'Kurser',
          Amount: 'Op til 8.000 kr.',
          AmountMax: 8000,
          Deadline: '2099-01-27T11:00:00.000Z',
          HowToApply: 'Søg via skemaet. Spørgsmål kan sendes til legater@fis-fonden.dk.',
          ApplyLink: null,
        },
      }),
    );
    expect(out).toContain('<a href="mailto:legater@fis-fonden.dk">legater@fis-fonden.dk</a>.');
  });
});

describe('an event page once the event is over', () => {
  const event = (start: string, end: string): EventInfo => ({
    EventId: 'evt-1',
    Type: 'Workshop',
    ProgramName: null,
    StartDate: start,
    EndDate: end,
    Location: { Name: 'Fondens hus', Address: 'Vestergade 20', Zip: '1456', City: 'København K' },
    Capacity: 25,
    RequiresCode: false,
    PublicSignup: true,
  });
  const facts = (info: EventInfo) =>
    html(h(TrpcProvider, null, h(EventFacts, { event: info, pageUrl: '/arrangementer/workshop/' })));

  it('offers no "Tilføj til kalender"; an upcoming one does', () => {
    expect(facts(event('2020-03-01T09:00:00.000Z', '2020-03-01T12:00:00.000Z'))).not.toContain(
      'Tilføj til kalender',
    );
    expect(facts(event('2099-03-01T09:00:00.000Z', '2099-03-01T12:00:00.000Z'))).toContain(
      'Tilføj til kalender',
    );
  });
});

describe('signing in', () => {
  it('the login page says how a teacher without a profile gets one', () => {
    const out = html(h(LoginScreen, { global: null } as unknown as SiteProps));
    expect(out).toContain(NO_PROFILE_YET);
    expect(NO_PROFILE_YET).toMatch(/^Har du ingen profil endnu\?/);
  });
});
