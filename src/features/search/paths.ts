import { PATHS } from '@/lib/routes';

/** Where the empty state sends a visitor who found nothing. */
export const SEARCH_SUGGESTIONS = [
  { href: PATHS.events, label: 'Arrangementer' },
  { href: PATHS.grants, label: 'Legater' },
  { href: PATHS.news, label: 'Nyheder' },
  { href: PATHS.materials, label: 'Undervisningsmateriale' },
] as const;

/** The results' heading: pagination moves focus to it. */
export const RESULTS_HEADING_ID = 'search-results-heading';
