import { useLayoutEffect, useState } from 'react';
import { MESSAGES } from '../../texts/messages.ts';
import { Carousel, useCarousel } from '../../ui/carousel/Carousel.tsx';
import { effectiveSlidesPerRow } from '../../ui/carousel/groups.ts';
import { createScrollView, firstInView } from './scroll-view.ts';

export interface SummaryCarouselProps {
  readonly block: HTMLElement;
  /** The scroll strip the template's rules make of `[data-summary-items]` (docs/markup.md 6.20). */
  readonly list: HTMLElement;
  readonly items: readonly HTMLElement[];
}

/** Groups of 3, 2 under 480 px of window, 3 under 724 px (GMM §9 "Carousel", the reference rules' media queries). */
const perRowNow = (): number => effectiveSlidesPerRow(undefined, innerWidth);

/** Regroups when the window's width changes the group size, from the first item shown. */
function RegroupOnResize() {
  const carousel = useCarousel();
  useLayoutEffect(() => {
    const listening = new AbortController();
    addEventListener('resize', () => perRowNow() !== carousel.snapshot().perRow && carousel.regroup(), { signal: listening.signal });
    return () => listening.abort();
  }, [carousel]);
  return null;
}

/**
 * The summary's carousel design, as a gallery carousel behaves (GMM §4.4, §9 "Carousel"; docs/markup.md
 * 6.20): the shared Carousel over the items, in groups, without loop, keys or autoplay, its view the
 * native scroll strip (scroll-view.ts). It starts on the group the strip shows (a visitor may have
 * scrolled it before the runtime came).
 */
export function SummaryCarousel({ block, list, items }: SummaryCarouselProps) {
  const [initialSlide] = useState(() => firstInView(list, items));
  return (
    <Carousel
      block={block}
      container={list}
      slides={items}
      label={MESSAGES.summary.label}
      loop={false}
      groupSize={perRowNow}
      initialSlide={initialSlide}
      createView={(carousel) => createScrollView(list, items, carousel)}
    >
      <RegroupOnResize />
    </Carousel>
  );
}
