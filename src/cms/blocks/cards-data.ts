import type { Media } from '../vocabulary';

/**
 * Events and grants as the cards show them, whichever source they came from (a list block's own entries or the
 * search index, both mapped on the server): shared by the list blocks, the overviews and the cards.
 */

export interface EventCardData {
  eventId: string;
  title: string;
  url: string;
  type: string;
  programName: string | null;
  start: string;
  end: string | null;
  place: string;
  teaser: string;
  image: Media | null;
  /** Open to visitors without a login; null when the source does not say. */
  publicSignup: boolean | null;
}

export interface GrantCardData {
  id: string;
  title: string;
  url: string;
  category: string;
  amount: string;
  amountMax: number | null;
  deadline: string;
  teaser: string;
  image: Media | null;
}
