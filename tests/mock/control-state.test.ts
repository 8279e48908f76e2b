import { describe, expect, it } from 'vitest';
import type { StateDigest } from '../../prisma-free-mock/src/control/state-digest';
import { json, startMock } from './harness';
import { standInForFile, TEACHER } from './product-client';

const { mock, api } = standInForFile();

const state = async () => json<StateDigest>(await fetch(`${mock().origin}/__mock/state`));

describe('GET /__mock/state', () => {
  it('hashes every store, and reads alike until something changes', async () => {
    const first = await state();
    expect(Object.keys(first.stores).sort()).toEqual([
      'cmsPages',
      'downloads',
      'institutions',
      'seats',
      'submissions',
      'teams',
      'users',
    ]);
    expect(first.stores.users?.count).toBe(mock().store.state.product.users.length);
    expect(first.digest).toMatch(/^[0-9a-f]{64}$/);
    // Reads (a teacher's own record, a refused sign-up to an unknown event) leave it as it was.
    expect((await api.get('/user/GetUser?email=laerer@example.dk', TEACHER)).status).toBe(200);
    expect((await api.post('/events/SignUpToEvent', TEACHER, { eventId: 'evt-none' })).status).toBe(404);
    expect(await state()).toEqual(first);
  });

  it('changes the seat store on a sign-up and the CMS store on a page upsert, and comes back on reset', async () => {
    const before = await state();
    expect((await api.post('/events/SignUpToEvent', TEACHER, { eventId: 'evt-3005' })).status).toBe(201);
    const signedUp = await state();
    expect(signedUp.digest).not.toBe(before.digest);
    expect(signedUp.stores.seats?.digest).not.toBe(before.stores.seats?.digest);
    expect(signedUp.stores.users).toEqual(before.stores.users);

    await fetch(`${mock().origin}/__mock/cms/page?path=/test-side/`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Name: 'Testside', ContentType: 'contentPage', Blocks: [] }),
    });
    const upserted = await state();
    expect(upserted.stores.cmsPages?.count).toBe((before.stores.cmsPages?.count ?? 0) + 1);

    await fetch(`${mock().origin}/__mock/reset`, { method: 'POST' });
    expect(await state()).toEqual(before);
  });

  it('is absent when control is off', async () => {
    const production = await startMock({ controlEnabled: false });
    try {
      expect((await fetch(`${production.origin}/__mock/state`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
