import { MESSAGES } from '../../texts/messages.ts';
import { applyCarouselRoles } from '../../ui/carousel/carousel-roles.ts';
import { createControls } from '../../ui/carousel/controls.ts';
import { carouselControls, effectiveSlidesPerRow, groupCount, groupOf, groupRange } from '../../ui/carousel/groups.ts';
import { createNavState, motionEnded, motionStarted, request, type NavRequest, type NavState } from '../../ui/carousel/navigation.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';

/** Where `scrollend` is missing (not every browser has it), a scroll has settled once no scroll event came for this long. */
const SCROLL_SETTLE_MS = 150;

export interface SummaryCarousel {
  readonly block: HTMLElement;
  /** The scroll strip the template's rules make of `[data-summary-items]` (docs/markup.md 6.20). */
  readonly list: HTMLElement;
  readonly items: readonly HTMLElement[];
  readonly signal: AbortSignal;
}

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
function firstInView(list: HTMLElement, items: readonly HTMLElement[]): number {
  const start = list.getBoundingClientRect().left;
  let nearest = 0;
  items.forEach((item, index) => {
    if (Math.abs(item.getBoundingClientRect().left - start) < Math.abs(items[nearest]!.getBoundingClientRect().left - start)) nearest = index;
  });
  return nearest;
}

/**
 * The summary's carousel design, as a gallery carousel behaves (GMM §4.4, §9 "Carousel"; docs/markup.md
 * 6.20): items in groups of 3 (2 under 480 px, 3 under 724 px, the reference rules' media queries),
 * previous and next hidden when every item fits and disabled at the first and last group, the APG
 * carousel's names, items out of view inert. The strip stays the native scroll strip of the first paint:
 * the controls scroll it by group (no animation under reduced motion), and a visitor's own swipe or
 * scroll ends aligned to the nearest group. Returns what to undo beyond the signal.
 */
export function mountSummaryCarousel({ block, list, items, signal }: SummaryCarousel): () => void {
  const perRowNow = (): number => effectiveSlidesPerRow(undefined, innerWidth);
  let perRow = perRowNow();
  // Where the browser has it, only `scrollend` says a scroll settled: a gap between scroll events on a busy
  // main thread would otherwise end the controls' scroll halfway and take the rest for the visitor's.
  const hasScrollEnd = Reflect.has(list, 'onscrollend');
  let state: NavState = createNavState({ count: groupCount(items.length, perRow), currentIndex: groupOf(firstInView(list, items), perRow), loop: false });
  const controls = createControls(block, list, false);
  const roles = applyCarouselRoles(block, list, items, MESSAGES.summary.label);

  const render = (): void => {
    // What is in view, rather than the group: at the end of the strip the last group shows the items before it too.
    roles.showOnly((index) => isInView(list, items[index]!));
    controls.setNavigation(carouselControls({ count: items.length, perRow, group: state.currentIndex, loop: false }));
  };

  /** Scrolls to the group's first item; false when the strip cannot move (there already, or at its end), so no scroll event will come. */
  const scrollToGroup = (group: number, instant: boolean): boolean => {
    const first = items[group * perRow];
    if (!first) return false;
    const left = scrollLeftOf(list, first);
    const moves = Math.abs(Math.min(left, Math.max(0, list.scrollWidth - list.clientWidth)) - list.scrollLeft) >= 1;
    list.scrollTo({ left, behavior: instant || prefersReducedMotion() ? 'instant' : 'smooth' });
    return moves;
  };

  function go(req: NavRequest): void {
    const result = request(state, req);
    const change = result.change;
    if (!change) return;
    const to = items[change.to * perRow];
    state = motionStarted(result.state);
    // Both groups reachable while the strip moves between them.
    const leaving = groupRange(change.from, perRow, items.length);
    const entering = groupRange(change.to, perRow, items.length);
    const inGroup = (index: number, { start, end }: { start: number; end: number }): boolean => index >= start && index < end;
    roles.showOnly((index) => inGroup(index, leaving) || inGroup(index, entering));
    // Focus in an item about to become inert would fall to the page: it goes to the first item shown.
    const focused = items.findIndex((item) => item.contains(document.activeElement));
    if (inGroup(focused, leaving) && !inGroup(focused, entering)) (to?.querySelector<HTMLElement>('a[href]') ?? to)?.focus({ preventScroll: true });
    controls.announce(change.to * perRow, items.length);
    if (!scrollToGroup(change.to, false) || !hasScrollEnd) settleSoon();
  }

  /**
   * The strip came to rest. After the controls' scroll, on the group they chose. After the visitor's, which
   * the browser snaps by item, on the group whose start is nearest, aligned to it as the controls would.
   */
  const settle = (): void => {
    window.clearTimeout(settleTimer);
    if (state.inMotion) {
      state = motionEnded(state);
    } else {
      const first = firstInView(list, items);
      const group = Math.min(state.count - 1, Math.round(first / perRow));
      state = createNavState({ count: state.count, currentIndex: group, loop: false });
      if (first !== group * perRow) {
        state = motionStarted(state);
        if (!scrollToGroup(group, false) || !hasScrollEnd) settleSoon();
      }
    }
    render();
  };
  let settleTimer = 0;
  const settleSoon = (): void => {
    window.clearTimeout(settleTimer);
    settleTimer = window.setTimeout(settle, SCROLL_SETTLE_MS);
  };
  list.addEventListener('scrollend', settle, { signal });
  if (!hasScrollEnd) list.addEventListener('scroll', settleSoon, { signal, passive: true });
  controls.previous.addEventListener('click', () => go({ kind: 'previous' }), { signal });
  controls.next.addEventListener('click', () => go({ kind: 'next' }), { signal });
  window.addEventListener(
    'resize',
    () => {
      const size = perRowNow();
      if (size === perRow) return;
      const first = state.currentIndex * perRow;
      perRow = size;
      state = createNavState({ count: groupCount(items.length, perRow), currentIndex: groupOf(first, perRow), loop: false });
      scrollToGroup(state.currentIndex, true);
      render();
    },
    { signal },
  );

  render();
  return () => {
    window.clearTimeout(settleTimer);
    controls.remove();
    roles.restore();
  };
}
