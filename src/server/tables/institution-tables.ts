import { createHash } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { CONFIRMED_TABLE, PENDING_TABLE } from '@/lib/admin-tables';
import { fold } from '@/lib/danish-fold';
import type { TablePage } from '@/lib/list/page';
import { matchingItems } from '@/lib/list/query';
import { by } from '@/lib/list/sort';
import type { SortKey } from '@/lib/table-state';
import { audited } from '../audit';
import { applyTable, type TableRecipe } from './apply';
import type { TableContext } from './context';
import { sharedFetch } from './shared-fetch';
import { similarNameIndex } from './similar-names';
import { tableInput, type TableInput } from './table-input';

export const pendingInput = tableInput(PENDING_TABLE);
export const confirmedInput = tableInput(CONFIRMED_TABLE);

type Pending = NonNullable<Awaited<ReturnType<TableContext['product']['getPendingInstitutions']>>>[number];
type Confirmed = NonNullable<
  Awaited<ReturnType<TableContext['product']['getConfirmedInstitutions']>>
>[number];

/** The whole lists, each read once per request (shared-fetch.ts). */
const pendingList = (ctx: TableContext) =>
  sharedFetch(ctx, 'GetPendingInstitutions', () => ctx.product.getPendingInstitutions());
const confirmedList = (ctx: TableContext) =>
  sharedFetch(ctx, 'GetConfirmedInstitutions', () => ctx.product.getConfirmedInstitutions());

const PENDING: TableRecipe<Pending, SortKey<typeof PENDING_TABLE>> = {
  searchText: (i) => `${i.name} ${i.city}`,
  sorters: {
    name: by.text((i) => i.name),
    segment: by.text((i) => i.segment),
    createdAt: by.time((i) => i.createdAt),
  },
};

export interface PendingRow extends Pending {
  /** The confirmed institutions whose names this one's is most like, best first. */
  similar: { name: string; percent: number }[];
}

/**
 * One page of the pending institutions, each with the confirmed institutions it looks like: the confirmed list
 * is indexed once for the page (similar-names.ts), and only the page's rows are compared. `confirmedKnown` is
 * false when the confirmed list could not be read (no hints then, rather than no table).
 */
/**
 * The fingerprint of a set of pending institutions: what "Godkend alle N" was shown, so it approves that set
 * and no other (approveMatching). The ids, sorted, hashed: the order of the list and its paging do not count.
 */
export const matchFingerprint = (rows: readonly { id: string }[]): string =>
  createHash('sha256')
    .update(
      rows
        .map((row) => row.id)
        .sort()
        .join('\n'),
    )
    .digest('hex');

export async function pendingTable(
  ctx: TableContext,
  input: TableInput<SortKey<typeof PENDING_TABLE>>,
): Promise<(TablePage<PendingRow> & { confirmedKnown: boolean; matchFingerprint: string }) | null> {
  const [pending, confirmed] = await Promise.all([pendingList(ctx), confirmedList(ctx)]);
  if (!pending) return null;
  const page = applyTable(pending, input, PENDING);
  const similar = similarNameIndex(confirmed ?? [], (c) => c.name);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      similar: similar(row.name).map((m) => ({ name: m.item.name, percent: Math.round(m.score * 100) })),
    })),
    confirmedKnown: confirmed !== null,
    matchFingerprint: matchFingerprint(matchingItems(pending, input, PENDING)),
  };
}

export interface ApproveOutcome {
  id: string;
  name: string;
  ok: boolean;
  /** "godkendt", or why not, in Danish. */
  text: string;
}

const NOT_APPROVED = 'kunne ikke godkendes lige nu. Prøv igen om lidt.';

export const changedMessage = (n: number) =>
  `Listen har ændret sig, siden du så den: nu ${n === 1 ? 'venter 1 institution' : `venter ${n} institutioner`}` +
  ' på godkendelse i søgningen. Intet er godkendt. Se den nye liste, og godkend igen.';

/**
 * "Godkend alle N, der matcher": every pending institution that matches the search (on every page), one
 * audited approval after the other, and each one's outcome; only when they are the very ones the administrator
 * was shown (`fingerprint`, from pendingTable). When the set has changed since (a teacher created one, another
 * admin approved one), nothing is approved: CONFLICT, with the new number in its Danish message (the screen shows
 * it as it is). Null when the
 * pending list cannot be read.
 */
export async function approveMatching(
  ctx: TableContext,
  q: string,
  fingerprint: string,
): Promise<ApproveOutcome[] | null> {
  const pending = await ctx.product.getPendingInstitutions();
  if (!pending) return null;
  const chosen = matchingItems(pending, { q, filters: {} }, PENDING);
  if (matchFingerprint(chosen) !== fingerprint)
    throw new TRPCError({ code: 'CONFLICT', message: changedMessage(chosen.length) });
  const outcome: ApproveOutcome[] = [];
  for (const { id, name } of chosen) {
    const answer = await audited(ctx, 'institution.approve', id, () => ctx.product.approveInstitution(id));
    outcome.push({ id, name, ok: answer !== null, text: answer ? 'godkendt' : NOT_APPROVED });
  }
  return outcome;
}

export interface ConfirmedRow extends Confirmed {
  /** From the institution overview; null when it could not be read. */
  userCount: number | null;
}

const CONFIRMED: TableRecipe<ConfirmedRow, SortKey<typeof CONFIRMED_TABLE>> = {
  searchText: (i) => i.name,
  filter: (i, filters) => !filters.segment || i.segment === filters.segment,
  sorters: {
    name: by.text((i) => i.name),
    segment: by.text((i) => i.segment),
    city: by.text((i) => i.city),
    users: by.number((i) => i.userCount),
  },
};

/** One page of the confirmed institutions, with each one's number of users (GetInstitutionOverview). */
export async function confirmedTable(
  ctx: TableContext,
  input: TableInput<SortKey<typeof CONFIRMED_TABLE>>,
): Promise<TablePage<ConfirmedRow> | null> {
  const [confirmed, overview] = await Promise.all([
    confirmedList(ctx),
    sharedFetch(ctx, 'GetInstitutionOverview', () => ctx.product.getInstitutionOverview()),
  ]);
  if (!confirmed) return null;
  const counts = new Map((overview?.institutions ?? []).map((i) => [i.id, i.userCount]));
  const rows = confirmed.map((i) => ({ ...i, userCount: counts.get(i.id) ?? null }));
  return applyTable(rows, input, CONFIRMED);
}

/**
 * A rename is refused when another institution, confirmed or pending, already has the name after Danish
 * folding ('Århus Skole' = 'Aarhus Skole'), as the product API compares them; the screen no longer holds every
 * name to check it itself.
 */
export async function checkNameFree(ctx: TableContext, id: string, name: string): Promise<void> {
  const [pending, confirmed] = await Promise.all([pendingList(ctx), confirmedList(ctx)]);
  const wanted = fold(name.trim());
  const taken = [...(confirmed ?? []), ...(pending ?? [])].some(
    (i) => i.id !== id && fold(i.name.trim()) === wanted,
  );
  if (taken)
    throw new TRPCError({ code: 'CONFLICT', message: 'Der findes allerede en institution med det navn.' });
}
