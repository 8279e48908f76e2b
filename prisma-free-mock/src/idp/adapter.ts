import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

// Models whose records belong to a grant, so revoking the grant (logout, a reused refresh token) removes them.
const GRANT_MEMBERS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

// How many writes between sweeps of expired records; a sweep walks every record once.
const SWEEP_EVERY = 200;

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; Infinity when the provider gave no lifetime. */
  expiresAt: number;
}

/**
 * One provider's sessions, grants, codes and refresh tokens, in memory. oidc-provider's built-in adapter is a
 * single 1000-entry LRU shared by every provider in the process: a long e2e or benchmark run would silently evict
 * live sessions and refresh tokens, and it prints a warning at every start. This one keeps each record until it
 * expires or is revoked, and each stand-in (each test file's) has its own.
 */
export function createMemoryAdapter(): AdapterFactory {
  const records = new Map<string, Entry>();
  // Secondary lookups (session uid, device user code) point at a record's key.
  const keyBySessionUid = new Map<string, string>();
  const keyByUserCode = new Map<string, string>();
  const membersByGrant = new Map<string, Set<string>>();
  let writes = 0;

  const live = (key: string | undefined): AdapterPayload | undefined => {
    const entry = key === undefined ? undefined : records.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.payload;
    records.delete(key ?? '');
    return undefined;
  };

  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of records) if (entry.expiresAt <= now) records.delete(key);
    for (const index of [keyBySessionUid, keyByUserCode]) {
      for (const [lookup, key] of index) if (!records.has(key)) index.delete(lookup);
    }
    for (const [grantId, members] of membersByGrant) {
      for (const key of members) if (!records.has(key)) members.delete(key);
      if (members.size === 0) membersByGrant.delete(grantId);
    }
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;

    return {
      upsert(id, payload, expiresIn) {
        const key = keyOf(id);
        const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
        records.set(key, { payload, expiresAt });
        if (model === 'Session' && payload.uid) keyBySessionUid.set(payload.uid, key);
        if (payload.userCode) keyByUserCode.set(payload.userCode, key);
        if (payload.grantId && GRANT_MEMBERS.has(model)) {
          const members = membersByGrant.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          membersByGrant.set(payload.grantId, members);
        }
        writes += 1;
        if (writes % SWEEP_EVERY === 0) sweep();
        return Promise.resolve();
      },
      find: (id) => Promise.resolve(live(keyOf(id))),
      findByUid: (uid) => Promise.resolve(live(keyBySessionUid.get(uid))),
      findByUserCode: (userCode) => Promise.resolve(live(keyByUserCode.get(userCode))),
      consume(id) {
        const payload = live(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
        return Promise.resolve();
      },
      destroy(id) {
        records.delete(keyOf(id));
        return Promise.resolve();
      },
      revokeByGrantId(grantId) {
        for (const key of membersByGrant.get(grantId) ?? []) records.delete(key);
        membersByGrant.delete(grantId);
        return Promise.resolve();
      },
    };
  };
}
