import { daysFrom } from '../../seed/dates';
import type { SeatHolder } from '../../seats';
import { findInstitution, requireUser } from './lookup';
import type { ProductState, ProductUser } from './model';

/**
 * The seeded past, so that no screen starts empty. Only events evt-3001, evt-3003, evt-3006, evt-3007 and
 * evt-3008 get seats here; evt-3002, evt-3004 (2 seats, the "almost full" event) and evt-3005 start empty for
 * the CMS's public attendee endpoints.
 */
export function seedHistory(state: ProductState): void {
  const at = (days: number, hour = 10) => daysFrom(state.seed.now, days, hour);
  const user = (email: string) => requireUser(state, email);

  // Pending institutions were asked for by the teachers linked to them.
  for (const u of state.users) {
    const institution = findInstitution(state, u.institutionId);
    if (institution?.status === 'pending') institution.createdBy = u.userId;
  }

  const mette = user('laerer@example.dk');
  const jonas = user('jonas.krogh@example.dk');
  const aase = user('aase.oestergaard@example.dk');
  const frederik = user('frederik.moeller@example.dk');
  const ida = user('ida.soerensen@example.dk');

  const self = (u: ProductUser, eventId: string, days: number) =>
    take(state, eventId, [holder(state, u, u, days)]);
  self(mette, 'evt-3007', -60);
  self(mette, 'evt-3006', -40);
  self(mette, 'evt-3003', -3);
  take(
    state,
    'evt-3003',
    [
      ['Peter Lund', 'peter.lund@example.dk'],
      ['Hanne Skov', 'hanne.skov@example.dk'],
      ['Kasper Ravn', 'kasper.ravn@example.dk'],
    ].map(([name = '', email = '']) => holder(state, { name, email }, mette, -2, 'list')),
  );
  self(aase, 'evt-3006', -35);
  self(frederik, 'evt-3008', -100);
  self(ida, 'evt-3003', -1);

  // Jonas has redeemed the finale's code, signed up, handed in and has a team; Mette still has to redeem it.
  jonas.eventCodes.push({ eventId: 'evt-3001', code: state.seed.codes.eventCode, validatedAt: at(-5, 9) });
  self(jonas, 'evt-3001', -5);
  state.submissions.push({
    submissionId: state.nextId('submission'),
    eventId: 'evt-3001',
    userId: jonas.userId,
    code: state.seed.codes.eventCode,
    createdAt: at(-4, 11),
  });
  state.teams.push(
    {
      teamId: state.nextId('team'),
      eventId: 'evt-3001',
      name: 'Holdet fra Munke Mose',
      userId: jonas.userId,
      members: [
        { name: jonas.name, email: jonas.email, role: 'teacher' },
        { name: 'Emma Juhl', email: null, role: 'student' },
        { name: 'Oliver Brandt', email: null, role: 'student' },
      ],
      createdAt: at(-4, 11),
    },
    {
      teamId: state.nextId('team'),
      eventId: 'evt-3006',
      name: 'Grøn Kaffe ApS',
      userId: mette.userId,
      members: [
        { name: mette.name, email: mette.email, role: 'teacher' },
        { name: 'Freja Holm', email: null, role: 'student' },
        { name: 'William Berg', email: null, role: 'student' },
        { name: 'Alma Krag', email: null, role: 'student' },
      ],
      createdAt: at(-42),
    },
  );

  // Material access: Mette, Jonas and Åse are validated; Frederik has also redeemed the material code.
  // Sofie Bech (confirmed institution, not validated) is left for the "validate to unlock" journey.
  mette.materialsValidatedAt = at(-300);
  jonas.materialsValidatedAt = at(-200);
  aase.materialsValidatedAt = at(-150);
  frederik.materialsValidatedAt = at(-110);
  frederik.materialCodeValidatedAt = at(-110, 11);
  const downloads: [ProductUser, string, number][] = [
    [mette, 'mat-4002', -290],
    [mette, 'mat-4001', -250],
    [mette, 'mat-4002', -30],
    [mette, 'mat-4005', -10],
    [jonas, 'mat-4002', -190],
    [aase, 'mat-4001', -140],
    [frederik, 'mat-4003', -105],
    [frederik, 'mat-4001', -104],
    [frederik, 'mat-4003', -7],
  ];
  for (const [u, materialId, days] of downloads)
    state.downloads.push({ userId: u.userId, materialId, at: at(days, 14) });
}

function holder(
  state: ProductState,
  person: { name: string; email: string },
  by: ProductUser,
  days: number,
  source: 'teacher' | 'list' = 'teacher',
): SeatHolder {
  return {
    email: person.email,
    name: person.name,
    source,
    signedUpBy: source === 'list' ? by.email : null,
    sessionId: null,
    institution: findInstitution(state, by.institutionId)?.name ?? null,
    at: daysFrom(state.seed.now, days, 12),
  };
}

function take(state: ProductState, eventId: string, people: SeatHolder[]): void {
  const result = state.seats.take(eventId, people);
  if (!result.ok) throw new Error(`Seeded sign-up to ${eventId} refused: ${result.reason}`);
}
