import { easeInOutCubic } from '../../../ui/tween.ts';
import {
  DEFAULT_ANIMATION,
  NEWSWIPE_MOBILE_UNDER_PX,
  NEWSWIPE_SETTLE_MOBILE_S,
  NEWSWIPE_SETTLE_S,
  STACKED,
  STRIP,
  SWIPE_ANIMATION_S,
  type NewSwipeBoundary,
  type StripAlignment,
  type Transition,
} from '../engine/limits.ts';
import { createStack } from './stack.ts';
import { createStrip } from './strip.ts';

/** How a navigable design shows its current position (a slide, or a carousel group). */
export interface View {
  /** Moves to `position`, animated unless `instant`, then calls `done`; `wrap` as CarouselView's (a strip jumps, a stack fades). */
  show(position: number, instant: boolean, done: () => void, wrap?: boolean): void;
  /** Follows a horizontal drag of `offset` px from the current position (stacked slides do not move). */
  drag(offset: number): void;
  /**
   * Which slides are on screen at `position` (the others are inert), read from the layout once per
   * call: asking of each of 200 slides costs no more reads.
   */
  shownAt(position: number): (index: number) => boolean;
  /** The width a swipe is measured against. */
  readonly width: number;
  destroy(): void;
}

/** The slideshow's fade and kenBurns (GMM §2): one box, the slides over each other; the stylesheet fades them. */
export function createStackView(slides: readonly HTMLElement[], initial: number): View {
  const stack = createStack(slides, initial);
  let current = initial;
  return {
    show(position, instant, done) {
      current = position;
      stack.show(position, instant ? 0 : DEFAULT_ANIMATION.durationS * STACKED.speed * 1000, done);
    },
    drag() {},
    shownAt: (position) => (index) => index === position,
    get width() {
      return slides[current]?.offsetWidth ?? 0;
    },
    destroy: () => stack.destroy(),
  };
}

export interface StripViewOptions {
  readonly container: HTMLElement;
  readonly slides: readonly HTMLElement[];
  readonly transition: Transition;
  readonly alignment: StripAlignment;
  /** The first slide of a position (a carousel's group holds several). */
  readonly firstSlideOf: (position: number) => number;
  /** newSwipe without loop: what a drag does past the first and last slide. */
  readonly boundaries?: readonly [NewSwipeBoundary, NewSwipeBoundary];
  readonly initial: number;
  /** The strip's scroll position when the navigation rendered (before its commit). */
  readonly scrolled?: number;
}

/** How far a drag past an end shows (GMM §5 newSwipe boundaries): none follows the finger, inertial resists, hard stops. */
const OVERSCROLL: Readonly<Record<NewSwipeBoundary, number>> = { none: 1, inertial: 0.3, hard: 0 };

/**
 * The strips (slideshow scroll, swipe and newSwipe; slider; carousel): the container scrolled by the
 * strip. Durations from GMM §9: "Default animation 0.5 s with ease-in-out cubic easing", "Strip speed
 * 0.5 s", "Swipe animation 0.28 s", and newSwipe's settle, 0.3 to 0.5 s (0.2 to 0.4 s under 767 px)
 * growing with the distance left to travel (chosen here).
 */
export function createStripView({ container, slides, transition, alignment, firstSlideOf, boundaries, initial, scrolled }: StripViewOptions): View {
  const strip = createStrip(container, slides);
  const target = (position: number): number => strip.positionOf(firstSlideOf(position), alignment);
  // The first slide at the start is at 0; where the strip already is there (the HTML's own state), nothing is
  // read or moved in the commit that shows the controls (a layout read there had Chromium lay 200 slides out).
  const atStart = initial === 0 && alignment === 'start';
  let base = atStart ? 0 : target(initial);
  if (!(atStart && scrolled === 0)) strip.jump(base);
  const duration = (distance: number): number => {
    if (transition === 'swipe') return SWIPE_ANIMATION_S * 1000;
    if (transition !== 'newSwipe') return (transition === 'scroll' ? DEFAULT_ANIMATION.durationS : STRIP.speedS) * 1000;
    const { min, max } = innerWidth < NEWSWIPE_MOBILE_UNDER_PX ? NEWSWIPE_SETTLE_MOBILE_S : NEWSWIPE_SETTLE_S;
    return (min + (max - min) * Math.min(1, distance / Math.max(1, strip.width))) * 1000;
  };
  let shift = 0;
  let springBack: Animation | undefined;
  const overscroll = (to: number): void => {
    springBack?.cancel();
    shift = to;
    container.style.translate = to ? `${to}px` : '';
  };
  return {
    show(position, instant, done, wrap) {
      // A loop's wrap jumps (chosen here): scrolling back over every slide would show, and download, them all.
      // A drag let go past an end springs back over the settle time, on the compositor (translate only). Filled
      // backwards: Chromium's compositor may start it a moment after the frame's time, and in that frame (a
      // negative current time) an unfilled effect shows the strip unshifted, a one-frame jump to 0 and back.
      const from = shift;
      overscroll(0);
      base = target(position);
      const ms = instant || wrap ? 0 : duration(Math.abs(base - strip.position) + Math.abs(from));
      if (from && ms) springBack = container.animate({ translate: [`${from}px`, '0px'] }, { duration: ms, easing: 'ease-out', fill: 'backwards' });
      strip.move(base, ms, easeInOutCubic, done);
    },
    drag(offset) {
      const wanted = base - offset;
      const clamped = Math.min(strip.maximum, Math.max(0, wanted));
      strip.jump(clamped);
      const boundary = boundaries?.[wanted < 0 ? 0 : 1];
      overscroll(boundary ? (clamped - wanted) * OVERSCROLL[boundary] : 0);
    },
    shownAt(position) {
      // On screen: more than 1 px of the slide between `from` and `to`. The slides sit left to right, so
      // the first one is found by halving (8 reads of 200 slides), and the others follow it. Read when first
      // asked, so a question nobody asks yet (a carousel adopting its slides after its first paint) reads nothing.
      let shown: readonly [number, number] | undefined;
      const range = (): readonly [number, number] => {
        const from = (slides[0]?.offsetLeft ?? 0) + target(position) + 1;
        const to = from + strip.width - 2;
        let first = 0;
        for (let high = slides.length; first < high;) {
          const middle = (first + high) >> 1;
          const slide = slides[middle]!;
          if (slide.offsetLeft + slide.offsetWidth > from) high = middle;
          else first = middle + 1;
        }
        let last = first - 1;
        while (last + 1 < slides.length && slides[last + 1]!.offsetLeft < to) last += 1;
        return [first, last];
      };
      return (index) => {
        const [first, last] = (shown ??= range());
        return index >= first && index <= last;
      };
    },
    get width() {
      return strip.width;
    },
    destroy() {
      strip.stop();
      overscroll(0);
    },
  };
}
