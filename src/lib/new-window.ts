/**
 * The one wording, everywhere, for a link or a file that opens in a new window or tab: said to screen readers
 * after the link's name, and written out where the note is visible (a downloaded material's link).
 */
export const NEW_WINDOW_NOTE = 'åbner i et nyt vindue';
