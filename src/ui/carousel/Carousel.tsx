import './controls.css';
import { createContext, use, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { MESSAGES } from '../../texts/messages.ts';
import { prefersReducedMotion } from '../block-kit/motion.ts';
import { positionLabel } from '../position-label.ts';
import { yieldToMain } from '../../platform/idle/after-load.ts';
import { applyCarouselRoles, type CarouselRoles } from './carousel-roles.ts';
import { createCarousel, type CarouselApi, type CarouselEvent, type CarouselView } from './carousel.ts';
import { carouselControls } from './groups.ts';
import { useAutoplay, type AutoplayOptions } from './use-autoplay.ts';

export type { CarouselApi, CarouselEvent } from './carousel.ts';

const TEXT = MESSAGES.gallery;

/** Slides adopted per task after the first paint (chosen here: 25 slides' names and inert restyle in 3 to 5 ms at 4x CPU). */
const ADOPT_SLICE = 25;

const CarouselContext = createContext<CarouselApi | null>(null);

/** The carousel a design's own inputs (keys, swipes, thumbnails, the address) are children of. */
export function useCarousel(): CarouselApi {
  const carousel = use(CarouselContext);
  if (!carousel) throw new Error('useCarousel outside a <Carousel>');
  return carousel;
}

export interface CarouselProps {
  /** The block: its aria-label names the carousel; the pause button goes first in it; hovering it holds autoplay. */
  readonly block: HTMLElement;
  /** The slides' parent, the APG region; previous, next and the live region follow it. */
  readonly container: HTMLElement;
  /** The server's slides, adopted as they are (never re-created: an iframe in one must not reload). */
  readonly slides: readonly HTMLElement[];
  /** The region's name when the block has no aria-label. */
  readonly label: string;
  readonly loop: boolean;
  /** Slides per position at the present width (a carousel's group; 1 for one slide at a time). */
  readonly groupSize: () => number;
  readonly initialSlide: number;
  /** The design's view over the slides, created once the first render is committed, destroyed on unmount. */
  readonly createView: (carousel: CarouselApi) => CarouselView;
  /** Autoplay as the owner asked for it; whether there is any is decided here (useAutoplay). */
  readonly autoplay?: AutoplayOptions;
  /** A drag holds the slides: autoplay's tick lets it be. */
  readonly holding?: () => boolean;
  readonly onEvent?: (event: CarouselEvent) => void;
  /**
   * Given, the slides' names and reach are written after the first paint, a slice per task (an owner with
   * hundreds of slides whose mount can wait for it), and this is called once they all are, or once the
   * carousel is unmounted first. Without it, they are written in the first commit.
   */
  readonly onAdopted?: () => void;
  /** The design's own inputs, with the carousel through useCarousel(). */
  readonly children?: ReactNode;
}

/**
 * One carousel for the gallery's slideshow, slider and carousel and the summary's carousel (GMM §4.2–§4.4;
 * docs/markup.md 6.5, 6.20), over the navigation state machine (carousel.ts, navigation.ts): the server's
 * slides get the APG carousel's names and are moved by the design's view; previous, next, the live region
 * and the autoplay pause button are rendered here from the state. Rendered into the block (renderIntoBlock).
 * The block, container and slides are a mount's: another set is another carousel (a new key).
 */
export function Carousel({
  block,
  container,
  slides,
  label,
  loop,
  groupSize,
  initialSlide,
  createView,
  autoplay,
  holding,
  onEvent,
  onAdopted,
  children,
}: CarouselProps) {
  const owner = useRef(onEvent);
  const adopted = useRef(onAdopted);
  useLayoutEffect(() => {
    owner.current = onEvent;
    adopted.current = onAdopted;
  });
  const [carousel] = useState(() =>
    createCarousel({
      slides,
      loop,
      groupSize,
      initialSlide,
      instant: prefersReducedMotion,
      // Synchronously: the visitor sees the change in the frame of the press.
      publish: flushSync,
      onEvent: (event) => owner.current?.(event),
    }),
  );
  // The snapshot as state, subscribed at the commit (not after it, as useSyncExternalStore would): a press
  // before the first paint shows too. Each new snapshot renders at once (flushSync, above).
  const [{ position, perRow, announced }, setSnapshot] = useState(carousel.snapshot);
  useLayoutEffect(() => {
    setSnapshot(carousel.snapshot());
    return carousel.subscribe(() => setSnapshot(carousel.snapshot()));
  }, [carousel]);

  // The view on the committed nodes before the first paint; with onAdopted, the slides' names and reach,
  // which nobody sees, after it, a slice per task: on 200 slides in the commit they made it one task of 60 to
  // 70 ms at 4x CPU, and the restyle of 199 inert slides a 50 ms frame after it. Until its slice, a slide out
  // of view is not inert yet. Every attribute comes back as the HTML had it.
  const view = useRef(createView);
  const roles = useRef<CarouselRoles>(undefined);
  const paced = useRef(onAdopted !== undefined);
  useLayoutEffect(() => {
    const adopting = (roles.current = applyCarouselRoles(block, container, slides, label));
    if (!paced.current) adopting.adopt();
    const detach = carousel.attach(view.current(carousel), adopting);
    return () => {
      detach();
      adopting.restore();
    };
  }, [carousel, block, container, slides, label]);
  useEffect(() => {
    if (!paced.current) return undefined;
    let mounted = true;
    void (async () => {
      for (let end = ADOPT_SLICE; mounted; end += ADOPT_SLICE) {
        roles.current?.adopt(end);
        if (end >= slides.length) break;
        await yieldToMain();
      }
      adopted.current?.();
    })();
    return () => {
      mounted = false;
    };
  }, [carousel, block, container, slides, label]);

  const pause = useRef<HTMLButtonElement>(null);
  const play = useAutoplay({
    block,
    options: autoplay,
    count: slides.length,
    onTick: () => {
      if (holding?.()) return;
      const { currentIndex, count } = carousel.state();
      // Without loop, autoplay starts over from the first position rather than stopping at the last (chosen here).
      carousel.go(currentIndex === count - 1 ? { kind: 'goTo', index: 0 } : { kind: 'next' }, 'autoplay');
    },
  });

  // React renders the controls where it renders the carousel, at the end of the block (renderIntoBlock's
  // portal); they move to where the APG order wants them, still children of the block. React never inserts
  // them again (the set never changes), and on unmount it removes them from their parent, where the
  // cleanup puts any that left it.
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const live = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const controls = [previous.current!, next.current!, live.current!];
    const added = pause.current ? [pause.current, ...controls] : controls;
    const parent = controls[0]!.parentNode;
    container.after(...controls);
    // First in the block, as the APG carousel asks: a keyboard user reaches it before the moving slides.
    if (pause.current) block.prepend(pause.current);
    return () => {
      for (const node of added) if (node.parentNode !== parent) parent?.appendChild(node);
    };
  }, [block, container]);

  const { hidden, previousDisabled, nextDisabled } = carouselControls({ count: slides.length, perRow, group: position, loop });
  return (
    <CarouselContext value={carousel}>
      {children}
      {play.offered && (
        <button
          ref={pause}
          type="button"
          className="gallery-control gallery-control--pause"
          aria-label={play.intended ? TEXT.pause : TEXT.resume}
          data-playing={String(play.intended)}
          onClick={play.toggle}
        />
      )}
      {(['previous', 'next'] as const).map((kind) => (
        <button
          key={kind}
          ref={kind === 'previous' ? previous : next}
          type="button"
          className={`gallery-control gallery-control--${kind}`}
          aria-label={MESSAGES.lightbox[kind]}
          // aria-disabled rather than disabled: a focused button that becomes disabled would drop focus.
          aria-disabled={kind === 'previous' ? previousDisabled : nextDisabled}
          hidden={hidden}
          onClick={() => carousel.go({ kind }, 'visitor')}
        />
      ))}
      {/* "N de M" after a change: polite, and off while the slides move on their own (APG carousel). */}
      <div ref={live} className="gallery-live" aria-live={play.running ? 'off' : 'polite'} aria-atomic="true">
        {announced === undefined ? '' : positionLabel(announced, slides.length)}
      </div>
    </CarouselContext>
  );
}
