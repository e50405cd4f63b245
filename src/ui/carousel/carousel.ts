/**
 * The navigation steps every carousel takes (GMM §4.2, §4.4), written once for the gallery's designs and
 * the summary's carousel: the navigation state machine over positions (slides, or a carousel's groups), and
 * on each change the same order of work on the adopted slides (focus out of what leaves, both positions
 * reachable while moving, the live region's text, the typed change event, the view's motion, then rest).
 * Plain TypeScript, so the React component (Carousel.tsx) stays thin: it holds `snapshot` as its state
 * and renders the controls from it.
 */
import { groupCount, groupOf } from './groups.ts';
import { createNavState, motionEnded, motionStarted, request, type Direction, type NavRequest, type NavState } from './navigation.ts';

/** Who asked for a change: the visitor (a button, a key, a swipe, a thumbnail), autoplay, or the address (Back, Forward). */
type CarouselSource = 'visitor' | 'autoplay' | 'address';

/** Why the carousel rests on a position now. */
type RestCause = 'mount' | 'settle' | 'regroup' | 'follow';

/** What a carousel reports. Positions are slides, or a carousel's groups; `slide` is a position's first slide. */
export type CarouselEvent =
  | {
      readonly type: 'change';
      readonly from: number;
      readonly to: number;
      readonly direction: Direction;
      readonly source: CarouselSource;
      readonly slide: number;
      /** The view jumps (reduced motion): what moves with it jumps too. */
      readonly instant: boolean;
    }
  /** That change's motion ended. */
  | { readonly type: 'settle'; readonly position: number }
  /** The carousel rests on `position`; `shown` are the slides on screen (the others are inert). */
  | { readonly type: 'rest'; readonly cause: RestCause; readonly position: number; readonly slide: number; readonly shown: (index: number) => boolean }
  /** Previous at the first position, or next at the last, without loop (GMM §4.2). */
  | { readonly type: 'reachedBeginning' | 'reachedEnd' };

/**
 * How a design shows its positions. It moves the adopted nodes itself (a scroll position, a tween, an
 * attribute the stylesheet animates), never through a React render, so a swipe or a transition costs no
 * render per frame.
 */
export interface CarouselView {
  /**
   * Moves to `position`, animated unless `instant` (then in place when it returns), and calls `done` once the
   * motion ended. `wrap`: a loop's step from the last position to the first or back, which a view that
   * travels between positions makes at once instead of passing every slide on the way.
   */
  show(position: number, instant: boolean, done: () => void, wrap?: boolean): void;
  /** The slides on screen once the view rests on `position`: a move keeps both positions' reachable, and focus leaves the others. */
  shownAt(position: number): (index: number) => boolean;
  /** At rest on `position`, the slides on screen now (default: shownAt), for a view whose layout says it better. */
  shownNow?(position: number): (index: number) => boolean;
  destroy(): void;
}

/** The slides' names and inertness (carousel-roles.ts). */
interface SlideReach {
  showOnly(shown: (index: number) => boolean): void;
}

/** What React renders from; a new object only when one of these changes (not at each motion's start and end). */
interface CarouselSnapshot {
  readonly position: number;
  readonly perRow: number;
  /** The slide the live region names since the last change; undefined before the first. */
  readonly announced: number | undefined;
}

export interface CarouselOptions {
  readonly slides: readonly HTMLElement[];
  readonly loop: boolean;
  /** Slides per position at the present width (a carousel's group; 1 for one slide at a time). */
  readonly groupSize: () => number;
  readonly initialSlide: number;
  /** Whether a move jumps rather than animates (prefers-reduced-motion), asked at each move. */
  readonly instant: () => boolean;
  /** Runs a snapshot's listeners: React's flushSync, so the visitor sees the change in the frame of the press. */
  readonly publish: (notify: () => void) => void;
  /** The owner's listener, told first. */
  readonly onEvent: (event: CarouselEvent) => void;
}

export interface CarouselApi {
  /** The navigation state now. */
  state(): NavState;
  snapshot(): CarouselSnapshot;
  /** Called after each new snapshot. */
  subscribe(onChange: () => void): () => void;
  /** Every event, after the owner's; returns how to stop listening. */
  on(listener: (event: CarouselEvent) => void): () => void;
  firstSlideOf(position: number): number;
  /** A request; false when nothing changed (refused in motion, at an end, or already there). */
  go(request: NavRequest, source: CarouselSource): boolean;
  /**
   * The visitor moved the slides themselves (a native scroll) and they stopped at `position`: the state
   * follows, with no change event, and with `align` the view moves onto the position's start.
   */
  follow(position: number, align: boolean): void;
  /** The width changed: positions regrouped from the first slide shown, and the view put in place at once. */
  regroup(): void;
  /** A linked member (GMM §4.2, a slideshow's thumbnail strip): a request is refused while it moves to another index. */
  link(member: () => NavState): () => void;
}

export interface Carousel extends CarouselApi {
  /** Starts on the committed nodes: the view shows the first position; returns what stops it. */
  attach(view: CarouselView, reach: SlideReach): () => void;
}

export function createCarousel({ slides, loop, groupSize, initialSlide, instant, publish, onEvent }: CarouselOptions): Carousel {
  let perRow = groupSize();
  let nav = createNavState({ count: groupCount(slides.length, perRow), currentIndex: groupOf(initialSlide, perRow), loop });
  let snapshot: CarouselSnapshot = { position: nav.currentIndex, perRow, announced: undefined };
  let attached: { view: CarouselView; reach: SlideReach } | undefined;
  const subscribers = new Set<() => void>();
  const listeners = new Set<(event: CarouselEvent) => void>();
  const linked = new Set<() => NavState>();

  const emit = (event: CarouselEvent): void => {
    onEvent(event);
    for (const listener of [...listeners]) listener(event);
  };
  const firstSlideOf = (position: number): number => position * perRow;
  const update = (announced = snapshot.announced): void => {
    if (snapshot.position === nav.currentIndex && snapshot.perRow === perRow && snapshot.announced === announced) return;
    snapshot = { position: nav.currentIndex, perRow, announced };
    publish(() => {
      for (const subscriber of [...subscribers]) subscriber();
    });
  };
  const rest = (cause: RestCause): void => {
    if (!attached) return;
    const { view, reach } = attached;
    const position = nav.currentIndex;
    const shown = view.shownNow ? view.shownNow(position) : view.shownAt(position);
    reach.showOnly(shown);
    emit({ type: 'rest', cause, position, slide: firstSlideOf(position), shown });
  };

  const carousel: Carousel = {
    state: () => nav,
    snapshot: () => snapshot,
    subscribe(onChange) {
      subscribers.add(onChange);
      return () => subscribers.delete(onChange);
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    firstSlideOf,
    go(req, source) {
      if (!attached) return false;
      const { view, reach } = attached;
      const result = request(
        nav,
        req,
        [...linked].map((member) => member()),
      );
      if (result.event) emit({ type: result.event });
      const change = result.change;
      if (!change) return false;
      nav = motionStarted(result.state);
      const leaving = view.shownAt(change.from);
      const entering = view.shownAt(change.to);
      const slide = firstSlideOf(change.to);
      // Both positions reachable while the view moves between them.
      reach.showOnly((index) => leaving(index) || entering(index));
      // Focus in a slide about to become inert would fall to the page: it goes to the first slide shown (reachable now).
      const focused = slides.findIndex((element) => element.contains(document.activeElement));
      if (focused >= 0 && leaving(focused) && !entering(focused)) {
        const target = slides[slide];
        (target?.querySelector<HTMLElement>('a[href]') ?? target)?.focus({ preventScroll: true });
      }
      update(slide);
      const jump = instant();
      emit({ type: 'change', ...change, source, slide, instant: jump });
      view.show(
        change.to,
        jump,
        () => {
          nav = motionEnded(nav);
          rest('settle');
          emit({ type: 'settle', position: change.to });
        },
        (change.direction === 'next') !== change.to > change.from,
      );
      return true;
    },
    follow(position, align) {
      if (!attached) return;
      const { view } = attached;
      nav = createNavState({ count: nav.count, currentIndex: position, loop });
      update();
      rest('follow');
      if (!align) return;
      nav = motionStarted(nav);
      view.show(position, instant(), () => {
        nav = motionEnded(nav);
        rest('settle');
      });
    },
    regroup() {
      if (!attached) return;
      const first = firstSlideOf(nav.currentIndex);
      perRow = groupSize();
      nav = createNavState({ count: groupCount(slides.length, perRow), currentIndex: groupOf(first, perRow), loop });
      update();
      // An instant show is in place when it returns (a view may still hear its scroll settle later).
      attached.view.show(nav.currentIndex, true, () => undefined);
      rest('regroup');
    },
    link(member) {
      linked.add(member);
      return () => linked.delete(member);
    },
    attach(view, reach) {
      attached = { view, reach };
      rest('mount');
      return () => {
        attached = undefined;
        view.destroy();
      };
    },
  };
  return carousel;
}
