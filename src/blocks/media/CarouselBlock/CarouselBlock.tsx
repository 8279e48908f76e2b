import { blockAnchorId } from '@/lib/routes';
import dynamic from 'next/dynamic';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { usePrefersReducedMotion } from '@/lib/client/reduced-motion';
import { Image as CdnImage } from '@/components/Image/Image';
import type { CarouselBlock as CarouselBlockData } from '@/cms/blocks/carousel';
import type { Link, Media } from '@/cms/vocabulary';
import type { BlockProps } from '../../types';
import { CmsLink } from '@/components/CmsLink/CmsLink';
import { nonEmpty } from '../../fields';
import styles from './CarouselBlock.module.css';
import type { CarouselApi } from './EmblaEngine';
import { useNearViewport } from './use-near-viewport';
import { StepButton } from './StepButton';

// Embla is loaded when the carousel is about a screen away, or at once when the visitor reaches for it
// (focus, pointer, a key): until then the server-drawn first slide needs no script.
const EmblaEngine = dynamic(() => import('./EmblaEngine').then((m) => m.EmblaEngine), { ssr: false });
const LOAD_MARGIN = '100% 0px';

interface Slide {
  image: Media | null;
  headline: string;
  text: string | null;
  link: Link | null;
}

/** The slides as the carousel draws them (Content validated on the server: every slide has a headline). */
const slidesOf = (content: CarouselBlockData['Content']): Slide[] =>
  content.Slides.map((slide) => ({
    image: slide.Image ?? null,
    headline: slide.Headline,
    text: nonEmpty(slide.Text),
    link: slide.Link ?? null,
  }));

/** `carouselBlock`: slides that move by swipe, buttons, dots or the arrow keys. No autoplay. */
export function CarouselBlock({ block, index }: BlockProps<'carouselBlock'>) {
  const slides = useMemo(() => slidesOf(block.Content), [block.Content]);
  if (slides.length === 0) return null;
  return (
    <Carousel
      slides={slides}
      headline={nonEmpty(block.Content.Headline)}
      anchor={blockAnchorId(block.Content.AnchorId)}
      priority={index === 0}
    />
  );
}

interface CarouselProps {
  slides: Slide[];
  headline: string | null;
  anchor: string | undefined;
  priority: boolean;
}

/**
 * The APG carousel pattern: a labelled region ("karrusel") whose slides are groups ("2 af 5"); only the
 * slide in view is reachable (the others are inert), and a polite live region says which slide is shown
 * after each move. With reduced motion the buttons and keys jump instead of sliding. A move asked for
 * before embla has loaded is made as soon as it has.
 */
function Carousel({ slides, headline, anchor, priority }: CarouselProps) {
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion(false);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const near = useNearViewport(viewport, LOAD_MARGIN);
  const [api, setApi] = useState<CarouselApi>();
  const pending = useRef<number | null>(null);
  const [selected, setSelected] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const total = slides.length;
  const want = () => setWanted(true);
  // The later slides' images wait until the carousel is near or wanted (after the first paint, in the browser):
  // hidden behind the first slide, they would otherwise be fetched with the page's first images.
  const later = near || wanted;

  useEffect(() => {
    if (!api) return;
    const onSelect = () => {
      const current = api.selectedScrollSnap();
      setSelected(current);
      setAnnouncement(`Dias ${current + 1} af ${total}: ${slides[current]?.headline ?? ''}`);
    };
    const onReInit = () => setSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    api.on('reInit', onReInit);
    if (pending.current !== null) {
      api.scrollTo(pending.current, true);
      pending.current = null;
    }
    return () => {
      api.off('select', onSelect);
      api.off('reInit', onReInit);
    };
  }, [api, slides, total]);

  const canPrev = selected > 0;
  const canNext = selected < total - 1;
  const goTo = (target: number) => {
    const slide = Math.min(Math.max(target, 0), total - 1);
    if (api) {
      api.scrollTo(slide, reducedMotion);
    } else {
      pending.current = slide;
      want();
    }
  };
  const previous = () => {
    if (canPrev) goTo(selected - 1);
  };
  const next = () => {
    if (canNext) goTo(selected + 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const moves: Record<string, () => void> = {
      ArrowLeft: previous,
      ArrowRight: next,
      Home: () => goTo(0),
      End: () => goTo(total - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const SlideHeading = headline ? 'h3' : 'h2';

  return (
    <div
      className={`container ${styles.block}`}
      id={anchor}
      role="region"
      aria-roledescription="karrusel"
      aria-labelledby={headline ? headingId : undefined}
      aria-label={headline ? undefined : 'Karrusel'}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={want}
      onPointerDown={want}
    >
      <div className={styles.header}>
        {headline ? (
          <h2 id={headingId} className={styles.headline}>
            {headline}
          </h2>
        ) : null}
        {total > 1 ? (
          <div className={styles.controls}>
            <StepButton direction="previous" label="Forrige dias" disabled={!canPrev} onClick={previous} />
            <StepButton direction="next" label="Næste dias" disabled={!canNext} onClick={next} />
          </div>
        ) : null}
      </div>

      <div className={styles.viewport} ref={setViewport}>
        <div className={styles.track}>
          {slides.map((slide, position) => (
            <div
              key={position}
              className={styles.slide}
              role="group"
              aria-roledescription="dias"
              aria-label={`${position + 1} af ${total}`}
              inert={position !== selected}
            >
              <div className={styles.media}>
                {slide.image && (position === 0 || later) ? (
                  <CdnImage
                    media={slide.image}
                    sizes="(min-width: 74rem) 43rem, (min-width: 48rem) 60vw, calc(100vw - 2rem)"
                    aspect={16 / 9}
                    priority={priority && position === 0}
                    className={styles.image}
                  />
                ) : null}
              </div>
              <div className={styles.caption}>
                <SlideHeading className={styles.slideHeadline}>{slide.headline}</SlideHeading>
                {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
                {slide.link ? <CmsLink link={slide.link} className={`button ${styles.link}`} /> : null}
              </div>
            </div>
          ))}
        </div>
      </div>

      {total > 1 ? (
        <div className={styles.dots}>
          {slides.map((slide, position) => (
            <button
              key={position}
              type="button"
              className={styles.dot}
              aria-label={`Gå til dias ${position + 1}: ${slide.headline}`}
              aria-current={position === selected ? 'true' : undefined}
              onClick={() => goTo(position)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      ) : null}

      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {viewport && total > 1 && later ? (
        <EmblaEngine viewport={viewport} reducedMotion={reducedMotion} onApi={setApi} />
      ) : null}
    </div>
  );
}
