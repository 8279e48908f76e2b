import { useEffect, useRef, type RefObject } from 'react';
import styles from './ShowMore.module.css';

/** A noun in both numbers: `{ one: 'arrangement', many: 'arrangementer' }`. */
export interface Noun {
  one: string;
  many: string;
}

const counted = (n: number, noun: Noun) => `${n} ${n === 1 ? noun.one : noun.many}`;

/**
 * Keeps focus where the person reads after "Vis flere": once the list holds more items than when the button was
 * pressed, focus moves to the first new one (its first link or button, else the item itself).
 */
export function useFocusFirstNew(list: RefObject<HTMLElement | null>, count: number) {
  const from = useRef<number | null>(null);
  useEffect(() => {
    const index = from.current;
    if (index === null || count <= index) return;
    from.current = null;
    const item = list.current?.children[index];
    if (!(item instanceof HTMLElement)) return;
    const inner = item.querySelector<HTMLElement>('h2, h3, h4, a[href], button');
    const target = inner ?? item;
    if (!target.hasAttribute('tabindex') && !target.matches('a[href], button'))
      target.setAttribute('tabindex', '-1');
    target.focus();
  }, [count, list]);
  return (shown: number) => {
    from.current = shown;
  };
}

/** What ShowMore needs of a React Query infinite query (`useInfiniteQuery`). */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * "Vis flere" under a list that is sent a page at a time by `query`: says how many of how many are shown (a
 * status the screen reader announces when it changes), and asks for the next page; `focusFrom` (from
 * useFocusFirstNew) gets the count shown when pressed, so focus moves to the first new item.
 */
export function ShowMore({
  shown,
  total,
  noun,
  query,
  failed = query.isFetchNextPageError,
  focusFrom,
}: {
  shown: number;
  total: number;
  noun: Noun;
  query: NextPages;
  /** The next page failed (by default: its fetch failed). */
  failed?: boolean;
  focusFrom: (shown: number) => void;
}) {
  const loading = query.isFetchingNextPage;
  const status = failed
    ? `Flere ${noun.many} kunne ikke hentes. Prøv igen om lidt.`
    : `Viser ${shown} af ${counted(total, noun)}.`;
  return (
    <div className={styles.more}>
      {/* A status: a screen reader says the new count when more arrive, not when the page opens. */}
      <p role="status">{status}</p>
      {query.hasNextPage ? (
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={loading}
          onClick={() => {
            if (loading) return;
            focusFrom(shown);
            void query.fetchNextPage();
          }}
        >
          {loading ? `Henter flere ${noun.many} …` : `Vis flere ${noun.many}`}
        </button>
      ) : null}
    </div>
  );
}
