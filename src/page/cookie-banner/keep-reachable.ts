export interface KeepReachableOptions {
  /** The banner's host element: at the end of <body> for a banner at the bottom. */
  readonly host: HTMLElement;
  /** The banner itself (position: fixed). */
  readonly banner: HTMLElement;
  /** The banner sits at the top of the viewport (a top bar or a top popup), else at the bottom. */
  readonly top: boolean;
  /** The announcement-bar area a top bar lives in, if any: the bar sits just below it. */
  readonly area: HTMLElement | null;
}

/**
 * Keeps what the fixed banner covers reachable, without moving anything on screen (CLS 0) and
 * without obscuring keyboard focus (WCAG 2.2 SC 2.4.11):
 * - at the bottom, the host becomes a block as tall as the band the banner covers, at the end of the
 *   document, so the page scrolls its end clear of the banner; nothing above it moves;
 * - `scroll-padding-top`/`-bottom` on <html> tells the browser that band is not visible, so an element
 *   focused or scrolled into view lands clear of the banner;
 * - a top bar inside the announcement-bar area sits just below the area (moved with a transform,
 *   which never counts as a layout shift), so the owner's announcement text is never covered, and at
 *   the top of the viewport once the area has scrolled away.
 * - at the top, room above the content cannot be made on load without moving it, so the band under a
 *   top banner stays covered until keyboard focus lands in it: then a spacer as tall as the banner goes
 *   above the content (after the area, or first in <body>) and the focused element is brought into
 *   view below the banner. That shift follows the visitor's key press, so it counts in no layout-shift
 *   score (CLS leaves out shifts within 500 ms of input).
 * Everything follows the banner's size (ResizeObserver, whose first report places it all before the
 * first paint), the viewport's and the scroll position. The
 * returned function puts the page back: no room, no spacer, the owner's own scroll padding, no transform.
 */
export function keepReachable({ host, banner, top, area }: KeepReachableOptions): () => void {
  const root = document.documentElement;
  const property = top ? 'scroll-padding-top' : 'scroll-padding-bottom';
  // The owner's own inline value, if any, comes back on release.
  const ownValue = root.style.getPropertyValue(property);
  const ownPriority = root.style.getPropertyPriority(property);
  const listening = new AbortController();
  let spacer: HTMLElement | undefined;

  const place = (): void => {
    if (area) {
      // At most half the viewport down, so the bar stays in sight even if the area is not at the top.
      const below = Math.min(Math.max(area.getBoundingClientRect().bottom, 0), innerHeight / 2);
      banner.style.transform = `translateY(${below}px)`;
    }
    const box = banner.getBoundingClientRect();
    const covered = `${Math.max(0, Math.ceil(top ? box.bottom : root.clientHeight - box.top))}px`;
    root.style.setProperty(property, covered);
    if (!top) host.style.height = covered;
    // Under an area the bar sits over the spacer, so the spacer is the bar's height; else the band from the top.
    if (spacer) spacer.style.height = `${Math.ceil(area ? box.height : box.bottom)}px`;
  };

  let frame = 0;
  const clearOfFocus = (target: Element): void => {
    if (listening.signal.aborted || host.contains(target)) return;
    const box = banner.getBoundingClientRect();
    const focused = target.getBoundingClientRect();
    if (focused.top >= box.bottom || focused.bottom <= box.top || focused.left >= box.right || focused.right <= box.left) return;
    if (!spacer) {
      spacer = document.createElement('div');
      spacer.className = 'cookie-banner-room';
      if (area) area.after(spacer);
      else document.body.prepend(spacer);
      place();
    }
    target.scrollIntoView({ block: 'nearest' });
  };

  host.classList.toggle('cookie-banner-host--room', !top);
  const observer = new ResizeObserver(place);
  observer.observe(banner);
  if (area) observer.observe(area);
  addEventListener('resize', place, { signal: listening.signal });
  // Scroll events come once per frame, before it is painted: the bar follows the area in that frame.
  if (area) addEventListener('scroll', place, { passive: true, signal: listening.signal });
  // Looked at in the next frame: the browser scrolls the focused element into view after focusin.
  const onFocusIn = ({ target }: FocusEvent): void => {
    cancelAnimationFrame(frame);
    if (target instanceof Element) frame = requestAnimationFrame(() => clearOfFocus(target));
  };
  if (top) document.addEventListener('focusin', onFocusIn, { signal: listening.signal });
  // No place() here: reading the banner's box now would force a layout in the task that builds it.
  // The observer's first report comes in the frame that first shows the banner, after its layout and
  // before its paint, so that frame has the room, the scroll padding and the bar's place already.

  return () => {
    listening.abort();
    cancelAnimationFrame(frame);
    observer.disconnect();
    root.style.setProperty(property, ownValue, ownPriority);
    // <html> as the HTML had it: no empty style attribute left behind (read first: Chromium, removing a style
    // attribute the CSSOM changed but never serialized, leaves style="").
    if (!root.style.length && root.hasAttribute('style')) root.removeAttribute('style');
    host.classList.remove('cookie-banner-host--room');
    host.style.height = '';
    banner.style.transform = '';
    spacer?.remove();
  };
}
