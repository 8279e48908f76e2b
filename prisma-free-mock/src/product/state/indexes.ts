import type { SeedEvent } from '../../seed/types';
import type { Download, ProductInstitution, ProductUser } from './model';

/**
 * Look-up maps over the state's lists, so that a request never scans every user, institution, event or
 * download to find one (the foundation world holds tens of thousands of each). Each map belongs to one list
 * object and catches up with what was appended since it was last read: users and downloads are only ever
 * appended, events never change, and deleting an institution replaces its list (so a new map is made).
 */
interface Appended<T> {
  seen: number;
  add(item: T): void;
}

function catchUp<T, I extends Appended<T>>(
  cache: WeakMap<readonly T[], I>,
  list: readonly T[],
  make: () => I,
): I {
  let index = cache.get(list);
  if (!index) {
    index = make();
    cache.set(list, index);
  }
  for (; index.seen < list.length; index.seen++) index.add(list[index.seen]!);
  return index;
}

const emailKey = (email: string) => email.trim().toLowerCase();

interface UserIndex extends Appended<ProductUser> {
  byEmail: Map<string, ProductUser>;
  byId: Map<string, ProductUser>;
}
const users = new WeakMap<readonly ProductUser[], UserIndex>();

function userIndex(list: readonly ProductUser[]): UserIndex {
  return catchUp(users, list, () => {
    const index: UserIndex = {
      seen: 0,
      byEmail: new Map(),
      byId: new Map(),
      add(user) {
        // The first record wins, as a scan from the front would find it.
        if (!index.byEmail.has(emailKey(user.email))) index.byEmail.set(emailKey(user.email), user);
        if (!index.byId.has(user.userId)) index.byId.set(user.userId, user);
      },
    };
    return index;
  });
}

export const userByEmail = (list: readonly ProductUser[], email: string) =>
  userIndex(list).byEmail.get(emailKey(email));
export const userById = (list: readonly ProductUser[], userId: string) => userIndex(list).byId.get(userId);

interface ByIdIndex<T> extends Appended<T> {
  byId: Map<string, T>;
}
const institutions = new WeakMap<readonly ProductInstitution[], ByIdIndex<ProductInstitution>>();

export function institutionById(list: readonly ProductInstitution[], id: string) {
  return catchUp(institutions, list, () => {
    const index: ByIdIndex<ProductInstitution> = {
      seen: 0,
      byId: new Map(),
      add: (i) => void (index.byId.has(i.id) || index.byId.set(i.id, i)),
    };
    return index;
  }).byId.get(id);
}

interface EventIndex extends Appended<SeedEvent> {
  byId: Map<string, { event: SeedEvent; order: number }>;
}
const events = new WeakMap<readonly SeedEvent[], EventIndex>();

/** The event and its place in the list (answers that list events keep the list's order). */
export function eventEntry(list: readonly SeedEvent[], eventId: string) {
  return catchUp(events, list, () => {
    const index: EventIndex = {
      seen: 0,
      byId: new Map(),
      add: (event) =>
        void (index.byId.has(event.eventId) || index.byId.set(event.eventId, { event, order: index.seen })),
    };
    return index;
  }).byId.get(eventId);
}

interface DownloadIndex extends Appended<Download> {
  byUser: Map<string, Download[]>;
  byMaterial: Map<string, Download[]>;
}
const downloads = new WeakMap<readonly Download[], DownloadIndex>();

/** The register's downloads per user and per material, in the register's order. */
export function downloadIndex(list: readonly Download[]): Pick<DownloadIndex, 'byUser' | 'byMaterial'> {
  return catchUp(downloads, list, () => {
    const index: DownloadIndex = {
      seen: 0,
      byUser: new Map(),
      byMaterial: new Map(),
      add(d) {
        const mine = index.byUser.get(d.userId);
        if (mine) mine.push(d);
        else index.byUser.set(d.userId, [d]);
        const theirs = index.byMaterial.get(d.materialId);
        if (theirs) theirs.push(d);
        else index.byMaterial.set(d.materialId, [d]);
      },
    };
    return index;
  });
}
