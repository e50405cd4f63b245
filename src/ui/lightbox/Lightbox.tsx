import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { LIGHTBOX_OPEN_ATTRIBUTE } from '../../shared/markers.ts';
import { MESSAGES } from '../../texts/messages.ts';
import { dialogZIndex } from '../modal/stacking.ts';
import { showModal } from '../modal/modal.ts';
import { prefersReducedMotion } from '../block-kit/motion.ts';
import { positionLabel } from '../position-label.ts';
import { lockScroll } from '../modal/scroll-lock.ts';
import { wrapIndex } from '../block-kit/wrap-index.ts';
import { lightboxAddress } from './address.ts';
import { listenForGestures, type Release } from './gestures.ts';
import type { LightboxItem, LightboxRequest } from '../lightbox-opener/item.ts';
import { initialLightboxState, lightboxReducer, type LightboxAction } from './lightbox-state.ts';
import { LIGHTBOX } from './limits.ts';
import { clickZoneMove, fittedBox, keyMoveAllowed, type Size } from './rules.ts';
import { UNZOOMED, zoomTransform } from './zoom.ts';

const TEXT = MESSAGES.lightbox;

const fade = (element: HTMLElement, from: number, to: number): Animation | undefined =>
  prefersReducedMotion() ? undefined : element.animate?.([{ opacity: from }, { opacity: to }], { duration: LIGHTBOX.speedMs, easing: 'ease-out' });

const itemSize = (item: LightboxItem): Size | null => (item.width && item.height ? { width: item.width, height: item.height } : null);
const sizeOf = (element: HTMLElement): Size => ({ width: element.clientWidth, height: element.clientHeight });

/** A file of `item` at the width `box` needs, asked for with the same srcset and sizes as the shown image (so the browser reuses it). */
function preload(item: LightboxItem, box: Size): void {
  const image = new Image();
  image.decoding = 'async';
  image.sizes = `${box.width}px`;
  image.srcset = item.srcset;
  image.src = item.src;
}

/** What a released drag asks for, as a change of the lightbox's state. */
const RELEASED: Record<Release, LightboxAction> = {
  next: { type: 'move', direction: 'next' },
  previous: { type: 'move', direction: 'previous' },
  close: { type: 'close', how: 'visitor' },
  back: { type: 'release' },
};

/**
 * The lightbox (site-runtime.md §2, §4, §9; docs/markup.md §6.6), rendered into the document's body: a
 * `<dialog>` that fills the window and is itself the backdrop (a click on it, outside the image and the
 * controls, closes). Its state (the item, zoom, drag, caption, closing) is a reducer (lightbox-state.ts)
 * over the pure rules (rules.ts, zoom.ts); what the browser does for a modal comes from src/ui/modal/modal.ts
 * (top layer, inert page, Tab inside, Esc, focus given back). It fades in and out over 0.6 s at opacity
 * 0.95 and shows the item: previous and next (buttons, arrow keys throttled to one move per 200 ms, click
 * zones on the image within 2 %–98 % of the window width, touch swipes); Esc, Fechar, a click outside
 * the image or a swipe down close it: it fades out, then renders nothing and calls `onClosed`. The page
 * does not scroll behind it (no shift: the scrollbar's room is kept). Unmounted at once (its starter's
 * teardown), it undoes all of it, the item id in the address included.
 */
export function Lightbox({ request }: { request: LightboxRequest }) {
  const { items, theme, opener } = request;
  const [state, dispatch] = useReducer(lightboxReducer, { index: request.index, count: items.length }, initialLightboxState);
  const { count, shown, zoom, offset, stage, closing, closed } = state;
  // Above every open lightbox and dialog before it; a dialog opened from this one counts it (+10).
  const [zIndex] = useState(() => dialogZIndex(document));
  const captionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const lastKeyMove = useRef<number | undefined>(undefined);
  const open = closing === undefined;
  const item = items[shown.index];
  // From a native listener (the modal's, a finger's, Back): rendered before it returns, so the next frame shows it.
  const dispatchNow = (action: LightboxAction): void => flushSync(() => dispatch(action));
  const currentZoom = useEffectEvent(() => zoom);
  const currentBox = useEffectEvent((): Size => fittedBox(item ? itemSize(item) : null, sizeOf(stageRef.current!)));

  // The page does not scroll behind it until it has faded out.
  useLayoutEffect(() => (closed ? undefined : lockScroll(document)), [closed]);

  // Modal while open (src/ui/modal/modal.ts): closing ends it at once, so the page is usable while it fades.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const dialog = dialogRef.current!;
    const modal = showModal(dialog, { initialFocus: dialog, fillsWindow: true, onDismiss: () => dispatchNow({ type: 'close', how: 'visitor' }) });
    return () => modal.close();
  }, [open]);

  // Shown (and shown again by Forward while it faded out): it fades in, and the stage (a dialog not shown has
  // no size) gives the image its box before the file is asked for.
  useLayoutEffect(() => {
    if (!open) return;
    fade(dialogRef.current!, 0, 1);
    dispatch({ type: 'stage', size: sizeOf(stageRef.current!) });
  }, [open]);

  // Until it has faded out: Back (or any move to an address without this set's item) closes it; an item of
  // the set is shown, even while it fades out (Forward right after Back opens it again).
  useLayoutEffect(() => {
    if (closed) return undefined;
    const onAddress = (): void => {
      const at = items.findIndex((candidate) => candidate.id === lightboxAddress.itemId());
      dispatchNow(at === -1 ? { type: 'close', how: 'history' } : { type: 'show', index: at });
    };
    window.addEventListener('popstate', onAddress);
    return () => window.removeEventListener('popstate', onAddress);
  }, [closed, items]);

  // While open: the window's size, and touch (gestures.ts).
  useLayoutEffect(() => {
    if (!open) return undefined;
    const listening = new AbortController();
    const on = { signal: listening.signal };
    const stageElement = stageRef.current!;
    window.addEventListener('resize', () => dispatchNow({ type: 'stage', size: sizeOf(stageElement) }), on);
    listenForGestures(
      {
        stage: stageElement,
        box: currentBox,
        zoom: currentZoom,
        setZoom: (next) => dispatchNow({ type: 'zoom', zoom: next }),
        drag: (x, y) => dispatchNow({ type: 'drag', x, y }),
        release: (ask) => dispatchNow(RELEASED[ask]),
      },
      listening.signal,
    );
    return () => listening.abort();
  }, [open, items]);

  // An item shown: the address names it (opening adds a history entry, moving replaces it), and it slides in from the side it came.
  useLayoutEffect(() => {
    const id = items[shown.index]?.id;
    if (id === undefined) return;
    if (shown.by === 'open') lightboxAddress.open(id, request.addHistoryEntry);
    else if (shown.by === 'visitor') lightboxAddress.show(id);
    if (!shown.entering || prefersReducedMotion()) return;
    const from = shown.entering === 'next' ? '12%' : '-12%';
    imageRef.current?.animate?.(
      [
        { translate: `${from} 0`, opacity: 0 },
        { translate: '0 0', opacity: 1 },
      ],
      { duration: LIGHTBOX.speedMs / 2, easing: 'ease-out' },
    );
  }, [shown, items, request.addHistoryEntry]);

  // The neighbours at the width they will be shown at, so moving on shows them at once.
  const measured = stage !== undefined;
  useEffect(() => {
    if (!stage) return;
    for (const neighbour of new Set([wrapIndex(shown.index - 1, count), wrapIndex(shown.index + 1, count)])) {
      const other = items[neighbour];
      if (other && neighbour !== shown.index) preload(other, fittedBox(itemSize(other), stage));
    }
    // Once per item shown, from the first measured stage on (a resize does not fetch them again).
  }, [shown, measured]);

  // Closing: the visitor goes back off the lightbox's history entry, focus goes back to the opener, and it fades out.
  useLayoutEffect(() => {
    if (!closing) return;
    if (closing === 'visitor') lightboxAddress.close();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
    const fading = fade(dialogRef.current!, 1, 0);
    if (!fading) {
      dispatch({ type: 'closed' });
      return;
    }
    // Taken away in the frame the fade ends (a closed dialog is not displayed: lightbox.css keeps it while it fades).
    const finish = (): void => dispatchNow({ type: 'closed' });
    fading.finished.then(finish, finish);
    // Opened again while fading out: the fade stops (its 'closed' then changes nothing).
    return () => fading.cancel();
  }, [closing, opener]);

  useLayoutEffect(() => {
    if (closed) request.onClosed?.(shown.index);
  }, [closed]);

  // Taken away while the address still names one of its items (its starter's teardown): the address goes
  // back to the page's own, as after a close.
  useLayoutEffect(() => () => void (items.some((candidate) => candidate.id === lightboxAddress.itemId()) && lightboxAddress.forget()), [items]);

  if (closed || !item) return null;
  const box = stage && fittedBox(itemSize(item), stage);
  const opacity = open && offset && stage ? LIGHTBOX.overlayOpacity * Math.max(0.3, 1 - offset.y / stage.height) : LIGHTBOX.overlayOpacity;
  const dialogStyle = { zIndex, '--site-lightbox-opacity': String(opacity) } as CSSProperties;
  const boxStyle = box && { width: box.width, height: box.height };

  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const direction = event.key === 'ArrowLeft' ? 'previous' : event.key === 'ArrowRight' ? 'next' : undefined;
    if (!direction) return;
    // Swallowed even when throttled: the page behind does not get it either.
    event.preventDefault();
    const at = event.nativeEvent.timeStamp;
    if (!keyMoveAllowed(lastKeyMove.current, at)) return;
    lastKeyMove.current = at;
    dispatch({ type: 'move', direction });
  };
  const onImageClick = (event: MouseEvent): void => {
    // A touch taps, swipes and pinches instead (gestures.ts); a zoomed image is not moved off.
    if ((event.nativeEvent as PointerEvent).pointerType === 'touch' || zoom.scale > 1) return;
    const direction = clickZoneMove(event.clientX, window.innerWidth);
    if (direction) dispatch({ type: 'move', direction });
  };

  return (
    <dialog
      ref={dialogRef}
      className="site-lightbox"
      data-theme={theme}
      aria-label={TEXT.label}
      tabIndex={-1}
      style={dialogStyle}
      // Dialogs count these to stack above it; gone as soon as it closes.
      {...{ [LIGHTBOX_OPEN_ATTRIBUTE]: open ? '' : undefined }}
      data-zoomed={zoom.scale > 1 ? '' : undefined}
      data-caption-off={state.captionOff ? '' : undefined}
      data-closing={open ? undefined : ''}
      onKeyDown={onKeyDown}
    >
      <div ref={stageRef} className="site-lightbox__stage">
        {/*
          Both images are there from the first render, without a file until the stage (measured once the
          dialog is shown) gives them their box: an img React creates with its file starts that request over
          once mounted (React sets its src a second time).
        */}
        {/* A file the page already has, under the image until its own file is there. */}
        <img className="site-lightbox__placeholder" alt="" aria-hidden="true" src={box && (item.placeholder || item.src)} style={boxStyle} />
        <img
          ref={imageRef}
          className="site-lightbox__image"
          decoding="async"
          draggable={false}
          aria-describedby={captionId}
          // The browser picks the file for the box it is shown in (the CDN widths in srcset): sizes first.
          sizes={box && `${box.width}px`}
          srcSet={box && item.srcset}
          src={box && item.src}
          alt={item.alt}
          data-loading={state.loaded === shown.seq ? undefined : ''}
          style={{
            ...boxStyle,
            transform: zoom === UNZOOMED ? undefined : zoomTransform(zoom),
            translate: offset && `${offset.x}px ${offset.y}px`,
          }}
          // The frame that has the file shows it.
          onLoad={() => flushSync(() => dispatch({ type: 'loaded', seq: shown.seq }))}
          onClick={onImageClick}
        />
      </div>
      <p id={captionId} className="site-lightbox__caption" hidden={item.caption === ''}>
        {item.caption}
      </p>
      <a className="site-lightbox__video-link" href={item.videoHref} hidden={item.videoHref === undefined}>
        {TEXT.openVideo}
      </a>
      <p className="site-lightbox__position" aria-live="polite" aria-atomic="true">
        {count > 1 ? positionLabel(shown.index, count) : ''}
      </p>
      {(['previous', 'next'] as const).map((direction) => (
        <button
          key={direction}
          type="button"
          className={`site-lightbox__${direction}`}
          aria-label={TEXT[direction]}
          hidden={count < 2}
          onClick={() => dispatch({ type: 'move', direction })}
        />
      ))}
      <button
        type="button"
        className="site-lightbox__caption-toggle"
        aria-label={TEXT.captionToggle}
        aria-pressed={!state.captionOff}
        aria-controls={captionId}
        hidden={item.caption === ''}
        onClick={() => dispatch({ type: 'toggleCaption' })}
      />
      <button type="button" className="site-lightbox__close" aria-label={TEXT.close} onClick={() => dispatch({ type: 'close', how: 'visitor' })} />
    </dialog>
  );
}
