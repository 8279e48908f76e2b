import { blockAnchorId } from '@/lib/routes';
import { useEffect, useId, useMemo, useRef, useSyncExternalStore } from 'react';
import { Image as CdnImage } from '@/components/Image/Image';
import {
  COUNTDOWN_HEADLINE,
  countdownAt,
  headlineOr,
  pad2,
  RELEASED_HEADLINE,
  UPDATE_RELEASE_EVENT,
} from '@/lib/countdown';
import type { BlockProps } from '../../types';
import { nonEmpty } from '../../fields';
import { currentSecond, serverSecond, subscribeToSeconds } from './clock';
import styles from './CountdownBlock.module.css';

const RENDERED_AT = 'data-rendered-at';

/**
 * "Now" for a countdown, in whole seconds, the same on the server and in the hydrating browser.
 *
 * Why this way: the server renders the real numbers (so they are in the HTML), and hydration must draw the
 * very same numbers or React reports a mismatch. useSyncExternalStore hydrates from getServerSnapshot; in
 * the browser that reads the time the server used back from the block's own `data-rendered-at` attribute
 * (found by the block's useId, which is the same on both sides). Right after hydration React re-renders
 * with getSnapshot, the live clock, without a mismatch. A client-side navigation has no server HTML and
 * renders from the live clock at once. Page copies are cached before rendering, never the rendered HTML,
 * so every server render uses the request's own time.
 */
function useNow(blockId: string, releaseDate: string): number {
  // The clock is listened to only while counting: once released the block never changes again.
  const subscribe = useMemo(() => {
    const released = () => countdownAt(releaseDate, currentSecond()).released;
    return (listener: () => void) => {
      if (released()) return () => undefined;
      const unsubscribe = subscribeToSeconds(() => {
        listener();
        if (released()) unsubscribe();
      });
      return unsubscribe;
    };
  }, [releaseDate]);
  return useSyncExternalStore(subscribe, currentSecond, () => {
    if (typeof document === 'undefined') return serverSecond();
    const rendered = document
      .querySelector(`[data-countdown="${CSS.escape(blockId)}"]`)
      ?.getAttribute(RENDERED_AT);
    const value = rendered ? Number(rendered) : Number.NaN;
    return Number.isFinite(value) ? value : currentSecond();
  });
}

const UNITS = [
  ['days', 'dage'],
  ['hours', 'timer'],
  ['minutes', 'minutter'],
  ['seconds', 'sekunder'],
] as const;

/**
 * `countdownBlock` (SPEC "Release countdown"): the days, hours, minutes and seconds left until ReleaseDate;
 * once it has passed, 'HURRA!', the counter hidden, ReleasedText shown and one `update-release` event on
 * window. The ticking numbers are not announced (role timer, aria-live off); the change to released is.
 */
export function CountdownBlock({ block, index }: BlockProps<'countdownBlock'>) {
  const blockId = useId();
  const releaseDate = nonEmpty(block.Content.ReleaseDate) ?? '';
  const now = useNow(blockId, releaseDate);
  const state = countdownAt(releaseDate, now);
  const emitted = useRef(false);

  useEffect(() => {
    if (!state.released || emitted.current) return;
    emitted.current = true;
    window.dispatchEvent(new CustomEvent(UPDATE_RELEASE_EVENT, { detail: { releaseDate } }));
  }, [state.released, releaseDate]);

  const headline = state.released
    ? headlineOr(nonEmpty(block.Content.ReleasedHeadline), RELEASED_HEADLINE)
    : headlineOr(nonEmpty(block.Content.Headline), COUNTDOWN_HEADLINE);
  const releasedText = nonEmpty(block.Content.ReleasedText);
  const image = block.Content.Image ?? null;

  return (
    <section
      className={`container ${styles.block}`}
      id={blockAnchorId(block.Content.AnchorId)}
      data-countdown={blockId}
      data-rendered-at={now}
    >
      <div className={`${styles.card} ${image ? styles.withImage : ''}`}>
        <div className={styles.body}>
          <div aria-live="polite" aria-atomic="true">
            <h2 className={`${styles.headline} ${state.released ? styles.released : ''}`}>{headline}</h2>
            {state.released && releasedText ? <p className={styles.releasedText}>{releasedText}</p> : null}
          </div>
          {state.released ? null : (
            <div role="timer" aria-live="off" className={styles.counter}>
              {UNITS.map(([unit, label]) => (
                <div key={unit} className={styles.unit}>
                  <span className={styles.value}>
                    {unit === 'days' ? state.parts.days : pad2(state.parts[unit])}
                  </span>{' '}
                  <span className={styles.label}>{label}</span>
                </div>
              ))}
            </div>
          )}
        </div>
        {image ? (
          <div className={styles.media}>
            <CdnImage
              media={image}
              sizes="(min-width: 60rem) 26rem, calc(100vw - 2rem)"
              priority={index === 0}
              className={styles.image}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}
