import { createHash } from 'node:crypto';
import type { MockState } from '../state';

/** One store's size and the hash of its contents. */
export interface StoreDigest {
  count: number;
  digest: string;
}

/** `GET /__mock/state`: a hash per store and one over them all, so a test can tell whether a call changed state. */
export interface StateDigest {
  digest: string;
  stores: Record<string, StoreDigest>;
}

/**
 * Plain JSON, in the order the stand-in holds the fields: a state read twice serializes alike, and sorting keys
 * would cost ten times as much (the digest is read after every call of a fuzz run).
 */
const sha256 = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

function store(items: readonly unknown[] | Record<string, unknown>, extra?: unknown): StoreDigest {
  const count = Array.isArray(items) ? items.length : Object.keys(items).length;
  return { count, digest: sha256({ items, extra }) };
}

/**
 * Everything a call through the site can change: the product API's records, the seat ledger and the CMS's pages.
 * Not the identity provider's sessions and grants (every sign-in and refresh writes those), nor the seed itself,
 * which nothing changes; the next free id numbers are not visible either (a refused call must not take one, but
 * only a later creation would show it).
 */
export function digestState(state: MockState): StateDigest {
  const { product, seats, cms } = state;
  const cmsState = cms.snapshot();
  const stores: Record<string, StoreDigest> = {
    users: store(product.users),
    institutions: store(product.institutions),
    submissions: store(product.submissions),
    teams: store(product.teams),
    downloads: store(product.downloads),
    seats: store(seats.snapshot()),
    cmsPages: store(cmsState.pages, { version: cmsState.version, drafts: cmsState.drafts }),
  };
  return { digest: sha256(stores), stores };
}
