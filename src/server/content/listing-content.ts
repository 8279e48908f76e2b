import type { EventCardData, GrantCardData } from '@/cms/blocks/cards-data';
import type { EventSummary } from '@/cms/blocks/event-list';
import type { GrantSummary } from '@/cms/blocks/grant-list';

/** A list block's own entries (src/cms/blocks/event-list.ts, grant-list.ts) as the cards show them. */

export const toEventCard = (summary: EventSummary): EventCardData => ({
  eventId: summary.EventId,
  title: summary.Name,
  url: summary.Url,
  type: summary.Type,
  programName: null,
  start: summary.StartDate,
  end: summary.EndDate,
  place: [summary.Location.Name, summary.Location.City].filter(Boolean).join(', '),
  teaser: summary.Teaser,
  image: summary.Image,
  publicSignup: summary.PublicSignup,
});

export const toGrantCard = (summary: GrantSummary): GrantCardData => ({
  id: summary.GrantId,
  title: summary.Name,
  url: summary.Url,
  category: summary.Category,
  amount: summary.Amount,
  amountMax: summary.AmountMax,
  deadline: summary.Deadline,
  teaser: summary.Teaser,
  image: summary.Image,
});
