import { useEffect, useRef, type RefObject } from 'react';

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

/**
 * "Vis flere" under a list that is sent a page at a time: says how many of how many are shown (a status the
 * screen reader announces when it changes), and asks for the next page; `onMore` gets the count shown when
 * pressed, for useFocusFirstNew.
 */
export function ShowMore({
  shown,
  total,
  noun,
  hasMore,
  loading,
  failed,
  onMore,
  className,
}: {
  shown: number;
  total: number;
  noun: Noun;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  className?: string;
}) {
  const status = failed
    ? `Flere ${noun.many} kunne ikke hentes. Prøv igen om lidt.`
    : `Viser ${shown} af ${counted(total, noun)}.`;
  return (
    <div className={className}>
      {/* A status: a screen reader says the new count when more arrive, not when the page opens. */}
      <p role="status">{status}</p>
      {hasMore ? (
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={loading}
          onClick={() => {
            if (!loading) onMore();
          }}
        >
          {loading ? `Henter flere ${noun.many} …` : `Vis flere ${noun.many}`}
        </button>
      ) : null}
    </div>
  );
}
