import { LIGHTBOX_OPEN_ATTRIBUTE } from '../../shared/markers.ts';
import { dialogZIndex } from '../dialog/stacking.ts';
import { showModal } from '../modal.ts';
import { prefersReducedMotion } from '../motion.ts';
import { positionLabel } from '../position-label.ts';
import { lockScroll } from '../scroll-lock.ts';
import { wrapIndex } from '../wrap-index.ts';
import { lightboxAddress } from './address.ts';
import { listenForGestures, type Release } from './gestures.ts';
import type { LightboxItem, LightboxRequest } from './item.ts';
import { LIGHTBOX } from './limits.ts';
import { createLightboxView } from './lightbox-view.ts';
import { clickZoneMove, fittedBox, keyMoveAllowed, type Size } from './rules.ts';
import { UNZOOMED, zoomTransform, type Zoom } from './zoom.ts';

/** How the lightbox closed: by the visitor (Esc, Fechar, outside, swipe down), by Back, or taken away with its starter. */
type Closing = 'visitor' | 'history' | 'teardown';

const fade = (element: HTMLElement, from: number, to: number): Animation | undefined =>
  prefersReducedMotion() ? undefined : element.animate?.([{ opacity: from }, { opacity: to }], { duration: LIGHTBOX.speedMs, easing: 'ease-out' });

/** A file of `item` at the width `box` needs, asked for with the same srcset and sizes as the shown image (so the browser reuses it). */
function preload(item: LightboxItem, box: Size): void {
  const image = new Image();
  image.decoding = 'async';
  image.sizes = `${box.width}px`;
  image.srcset = item.srcset;
  image.src = item.src;
}

/**
 * Opens the lightbox (site-runtime.md §2, §4, §9; docs/markup.md §6.6): the overlay fades in over
 * 0.6 s at opacity 0.95 and shows the item; previous and next (buttons, arrow keys throttled to one
 * move per 200 ms, click zones on the image within 2 %–98 % of the window width, touch swipes); Esc,
 * Fechar, a click outside the image or a swipe down close it: it fades out, then is taken away. A
 * native modal <dialog> (src/ui/modal.ts): the page behind is inert, Tab stays inside, focus goes back
 * to the opener; the page does not scroll behind it (no shift: the scrollbar's room is kept). Returns
 * what takes it away at once (its starter's teardown).
 */
export function openLightbox(request: LightboxRequest): () => void {
  const { items, theme } = request;
  const listening = new AbortController();
  const on = { signal: listening.signal };
  const view = createLightboxView(theme, items.length);
  const { dialog, stage, image, placeholder } = view;
  let index = wrapIndex(request.index, items.length);
  let zoom: Zoom = UNZOOMED;
  let lastKeyMove: number | undefined;
  let closing: Closing | undefined;

  // Above every open lightbox and dialog before it; a dialog opened from this one counts it (+10).
  dialog.style.zIndex = String(dialogZIndex(document));
  dialog.setAttribute(LIGHTBOX_OPEN_ATTRIBUTE, '');
  dialog.style.setProperty('--site-lightbox-opacity', String(LIGHTBOX.overlayOpacity));
  document.body.append(dialog);
  const releaseScroll = lockScroll(document);
  const modal = showModal(dialog, { initialFocus: dialog, fillsWindow: true, onDismiss: () => close('visitor') });
  fade(dialog, 0, 1);

  const stageSize = (): Size => ({ width: stage.clientWidth, height: stage.clientHeight });
  const itemSize = (item: LightboxItem): Size | null => {
    if (item.width && item.height) return { width: item.width, height: item.height };
    return null;
  };
  const boxOf = (item: LightboxItem): Size => fittedBox(itemSize(item), stageSize());
  const setZoom = (next: Zoom): void => {
    zoom = next;
    image.style.transform = zoom === UNZOOMED ? '' : zoomTransform(zoom);
    dialog.toggleAttribute('data-zoomed', zoom.scale > 1);
  };

  function layout(): void {
    const item = items[index];
    if (!item) return;
    const box = boxOf(item);
    for (const shown of [image, placeholder]) {
      shown.style.width = `${box.width}px`;
      shown.style.height = `${box.height}px`;
    }
    // The browser picks the file for the box it is shown in (the CDN widths in srcset).
    image.sizes = `${box.width}px`;
  }

  function show(next: number, entering?: 'previous' | 'next'): void {
    index = wrapIndex(next, items.length);
    const item = items[index];
    if (!item) return;
    setZoom(UNZOOMED);
    placeholder.src = item.placeholder || item.src;
    // Hidden until its file is there: the placeholder (a file the page already has) shows meanwhile.
    image.setAttribute('data-loading', '');
    layout();
    image.srcset = item.srcset;
    image.src = item.src;
    image.alt = item.alt;
    view.caption.textContent = item.caption;
    view.caption.hidden = item.caption === '';
    view.captionToggle.hidden = item.caption === '';
    view.videoLink.hidden = item.videoHref === undefined;
    if (item.videoHref !== undefined) view.videoLink.href = item.videoHref;
    view.position.textContent = items.length > 1 ? positionLabel(index, items.length) : '';
    image.style.translate = '';
    if (entering && !prefersReducedMotion()) {
      const from = entering === 'next' ? '12%' : '-12%';
      image.animate?.(
        [
          { translate: `${from} 0`, opacity: 0 },
          { translate: '0 0', opacity: 1 },
        ],
        { duration: LIGHTBOX.speedMs / 2, easing: 'ease-out' },
      );
    }
    // The neighbours at the width they will be shown at, so moving on shows them at once.
    for (const neighbour of new Set([wrapIndex(index - 1, items.length), wrapIndex(index + 1, items.length)])) {
      const other = items[neighbour];
      if (other && neighbour !== index) preload(other, boxOf(other));
    }
  }

  function move(direction: 'previous' | 'next'): void {
    if (items.length < 2 || closing) return;
    show(index + (direction === 'next' ? 1 : -1), direction);
    const item = items[index];
    if (item) lightboxAddress.show(item.id);
  }

  function close(how: Closing): void {
    if (closing) return;
    closing = how;
    listening.abort();
    if (how === 'visitor') lightboxAddress.close();
    modal.close();
    if (how !== 'teardown' && request.opener?.isConnected) request.opener.focus({ preventScroll: true });
    const finish = (): void => {
      dialog.remove();
      releaseScroll();
      if (how !== 'teardown') request.onClosed?.(index);
    };
    // Out of the modal state at once (the page is usable), then faded out and taken away.
    dialog.removeAttribute(LIGHTBOX_OPEN_ATTRIBUTE);
    const fading = how === 'teardown' ? undefined : fade(dialog, 1, 0);
    if (!fading) return finish();
    // A closed dialog is not displayed: lightbox.css keeps it on screen while it fades.
    dialog.setAttribute('data-closing', '');
    fading.finished.then(finish, finish);
  }

  view.previous.addEventListener('click', () => move('previous'), on);
  view.next.addEventListener('click', () => move('next'), on);
  view.close.addEventListener('click', () => close('visitor'), on);
  view.captionToggle.addEventListener(
    'click',
    () => {
      const shown = view.captionToggle.getAttribute('aria-pressed') !== 'true';
      view.captionToggle.setAttribute('aria-pressed', String(shown));
      dialog.toggleAttribute('data-caption-off', !shown);
    },
    on,
  );
  dialog.addEventListener(
    'keydown',
    (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const direction = event.key === 'ArrowLeft' ? 'previous' : event.key === 'ArrowRight' ? 'next' : undefined;
      if (!direction) return;
      event.preventDefault();
      if (!keyMoveAllowed(lastKeyMove, event.timeStamp)) return;
      lastKeyMove = event.timeStamp;
      move(direction);
    },
    on,
  );
  image.addEventListener(
    'click',
    (event) => {
      // A touch taps, swipes and pinches instead (gestures.ts); a zoomed image is not moved off.
      if ((event as PointerEvent).pointerType === 'touch' || zoom.scale > 1) return;
      const direction = clickZoneMove(event.clientX, window.innerWidth);
      if (direction) move(direction);
    },
    on,
  );
  listenForGestures(
    {
      stage,
      box: () => boxOf(items[index]!),
      zoom: () => zoom,
      setZoom,
      drag(dx, dy) {
        image.style.translate = `${dx}px ${dy}px`;
        dialog.style.setProperty('--site-lightbox-opacity', String(LIGHTBOX.overlayOpacity * Math.max(0.3, 1 - dy / stageSize().height)));
      },
      release(ask: Release) {
        dialog.style.setProperty('--site-lightbox-opacity', String(LIGHTBOX.overlayOpacity));
        if (ask === 'close') return close('visitor');
        if (ask === 'back') image.style.translate = '';
        else move(ask);
      },
    },
    listening.signal,
  );
  image.addEventListener('load', () => image.removeAttribute('data-loading'), on);
  window.addEventListener('resize', layout, on);
  // Back (or any move to an address without this set's item) closes it; an item of the set is shown.
  window.addEventListener(
    'popstate',
    () => {
      const id = lightboxAddress.itemId();
      const at = items.findIndex((item) => item.id === id);
      if (at === -1) close('history');
      else if (at !== index) show(at);
    },
    on,
  );

  show(index);
  const first = items[index];
  if (first) lightboxAddress.open(first.id, request.addHistoryEntry);
  return () => close('teardown');
}
