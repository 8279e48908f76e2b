import { useEffect, useState } from 'react';
import { RESULTS_HEADING_ID } from './paths';

export const ANNOUNCE_DELAY_MS = 500;

const number = new Intl.NumberFormat('da-DK');

/** "12 resultater for »løsning«", "1 resultat", "Ingen resultater for »xyz«". */
export function resultCountText(nbHits: number, query: string): string {
  const count =
    nbHits === 0
      ? 'Ingen resultater'
      : `${number.format(nbHits)} ${nbHits === 1 ? 'resultat' : 'resultater'}`;
  return query.trim() ? `${count} for »${query.trim()}«` : count;
}

/**
 * The count as the results' heading, and again in a polite live region once typing has paused, so a screen
 * reader hears the last count rather than one per keystroke.
 */
export function ResultCount({ text }: { text: string }) {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <>
      <h2 id={RESULTS_HEADING_ID} tabIndex={-1}>
        {text}
      </h2>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="search-announcer">
        {announced}
      </p>
    </>
  );
}
