import type { CarouselApi, CarouselView } from '../../ui/carousel/carousel.ts';
import { groupRange } from '../../ui/carousel/groups.ts';
import { SCROLL_END_TIMEOUT_MS } from '../../ui/block-kit/limits.ts';

/** Where `item` starts in the strip's scroll coordinates. */
function scrollLeftOf(list: HTMLElement, item: HTMLElement): number {
  return item.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
}

/** Whether at least half of `item` is inside the strip's box now. */
function isInView(list: HTMLElement, item: HTMLElement): boolean {
  const strip = list.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  return Math.min(box.right, strip.right) - Math.max(box.left, strip.left) >= box.width / 2;
}

/** The item nearest the strip's start edge now: what the visitor (or a snap) left in view first. */
export function firstInView(list: HTMLElement, items: readonly HTMLElement[]): number {
  const start = list.getBoundingClientRect().left;
  let nearest = 0;
  items.forEach((item, index) => {
    if (Math.abs(item.getBoundingClientRect().left - start) < Math.abs(items[nearest]!.getBoundingClientRect().left - start)) nearest = index;
  });
  return nearest;
}

/**
 * The summary carousel's view (docs/markup.md 6.20): the strip stays the native scroll strip of the first
 * paint. A move scrolls it to the group's first item (smoothly unless instant) and ends when the scroll
 * settles. A visitor's own swipe or scroll, which the browser snaps by item, ends on the group whose
 * start is nearest: the carousel follows it, aligned to it as the controls would. At rest, what is in
 * view is read from the layout: at the end of the strip the last group shows the items before it too.
 */
export function createScrollView(list: HTMLElement, items: readonly HTMLElement[], carousel: CarouselApi): CarouselView {
  // Where the browser has it, only `scrollend` says a scroll settled: a gap between scroll events on a busy
  // main thread would otherwise end the controls' scroll halfway and take the rest for the visitor's.
  const hasScrollEnd = Reflect.has(list, 'onscrollend');
  const listening = new AbortController();
  const perRow = (): number => carousel.snapshot().perRow;
  /** The move under way ends with the next settle; without one, the strip moved on its own (the visitor). */
  let ending: (() => void) | undefined;
  let settleTimer = 0;

  /** Scrolls to the group's first item; false when the strip cannot move (there already, or at its end), so no scroll event will come. */
  const scrollToGroup = (group: number, instant: boolean): boolean => {
    const first = items[group * perRow()];
    if (!first) return false;
    const left = scrollLeftOf(list, first);
    const moves = Math.abs(Math.min(left, Math.max(0, list.scrollWidth - list.clientWidth)) - list.scrollLeft) >= 1;
    list.scrollTo({ left, behavior: instant ? 'instant' : 'smooth' });
    return moves;
  };
  const settle = (): void => {
    window.clearTimeout(settleTimer);
    const done = ending;
    ending = undefined;
    if (done) return done();
    const first = firstInView(list, items);
    const group = Math.min(carousel.state().count - 1, Math.round(first / perRow()));
    carousel.follow(group, first !== group * perRow());
  };
  const settleSoon = (): void => {
    window.clearTimeout(settleTimer);
    settleTimer = window.setTimeout(settle, SCROLL_END_TIMEOUT_MS);
  };
  list.addEventListener('scrollend', settle, { signal: listening.signal });
  if (!hasScrollEnd) list.addEventListener('scroll', settleSoon, { signal: listening.signal, passive: true });

  return {
    show(group, instant, done) {
      ending = done;
      if (!scrollToGroup(group, instant) || !hasScrollEnd) settleSoon();
    },
    shownAt(group) {
      const { start, end } = groupRange(group, perRow(), items.length);
      return (index) => index >= start && index < end;
    },
    shownNow: () => (index) => isInView(list, items[index]!),
    destroy() {
      window.clearTimeout(settleTimer);
      listening.abort();
    },
  };
}
