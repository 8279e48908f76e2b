import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

interface EmblaEngineProps {
  /** The carousel's viewport: the element whose first child is the track of slides. */
  viewport: HTMLElement;
  reducedMotion: boolean;
  onApi: (api: CarouselApi | undefined) => void;
}

/**
 * Embla (through embla-carousel-react) on a carousel the server already drew. It draws nothing itself: it
 * attaches embla to the viewport and hands the API up. It is loaded only when the carousel comes near the
 * viewport or the visitor reaches for it, so the carousel's script is not part of the page's start-up work.
 */
export function EmblaEngine({ viewport, reducedMotion, onApi }: EmblaEngineProps) {
  const [attach, api] = useEmblaCarousel({
    align: 'start',
    containScroll: 'trimSnaps',
    duration: reducedMotion ? 12 : 28,
  });

  useEffect(() => attach(viewport), [attach, viewport]);

  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);

  return null;
}
