import { createFocusTrap } from 'focus-trap';
import type { Destroy, MountFn } from '../../core/types';
import { pageTrackingFields, trackOverlay } from '../../services/census/census-events';
import { readCookie } from '../../services/cookies/read-cookie';
import { isEditMode, isSignedIn } from '../../services/owner/config-panel';
import { getPageContext } from '../../services/page-context/read-page-context';
import { MOBILE_MAX_WIDTH } from '../../shared/ui-limits';
import { MarkupError } from '../shared/block-errors';
import { closed, getLocalStorage, popupRecordKey, readPopupRecord, submitted, writePopupRecord } from './popup-record';
import { shouldShowPopup } from './popup-rules';
import { createPopupView } from './popup-view';
import { lockScroll } from '../shared/scroll-lock';
import './popup-overlay.css';

export { POPUP_CLASS, POPUP_OVERLAY_ROOT_ATTRIBUTE } from './popup-view';

/**
 * The signup hook (chosen name). A form or newsletter inside the popup (isOverlayForm) dispatches it
 * after a successful submission, on window or bubbling from an element inside the popup:
 *
 *   window.dispatchEvent(new Event(POPUP_SIGNUP_EVENT));
 *
 * While the popup is shown, its record is marked submitted (with showUntilSignup it never returns
 * for this version). The popup stays open so the visitor reads the form's success text, and closes
 * as usual. The event is ignored when it comes from an element outside the popup.
 */
export const POPUP_SIGNUP_EVENT = 'siteruntime:popup-signup';

/** The visitor cookie sent with the overlay census call (site-runtime.md §3). */
const VISITOR_COOKIE = 'ss_cvr';

/** One popup per page view: a second template[data-popup-overlay] is ignored while one is mounted. */
let mounted = false;

const noop: Destroy = () => undefined;

/**
 * Popup overlay (docs/markup.md §6.22), mounted on `template[data-popup-overlay]`. Decides with
 * shouldShowPopup whether this page view shows it; if so, shows the template's content in a modal
 * dialog over the page until the visitor closes it (close button, Escape, a click outside the
 * dialog), then stores the closed record. Destroy removes everything it added without writing.
 */
export const mount: MountFn = (element, { signal }) => {
  if (!(element instanceof HTMLTemplateElement)) throw new MarkupError('The popup overlay must be a <template data-popup-overlay>');
  if (mounted || signal.aborted) return noop;

  const context = getPageContext(element.ownerDocument);
  const settings = context.websiteSettings.popupOverlaySettings;
  const storage = getLocalStorage();
  const key = popupRecordKey(context.website.identifier);
  const show = shouldShowPopup({
    settings,
    record: readPopupRecord(storage, key),
    now: Date.now(),
    isMobile: typeof matchMedia === 'function' && matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches,
    isVisitor: !isSignedIn(context) && !isEditMode(element.ownerDocument),
  });
  // Without content there is nothing to show: no empty dialog (chosen here).
  if (!show || !hasContent(element.content)) return noop;

  mounted = true;
  const doc = element.ownerDocument;
  const view = createPopupView(element.content.cloneNode(true) as DocumentFragment, doc);
  const { host, dialog, closeButton, root } = view;
  const listeners = new AbortController();
  const on = { signal: listeners.signal };

  const save = (change: typeof closed): void => {
    writePopupRecord(storage, key, change(readPopupRecord(storage, key), settings.version, Date.now()));
  };

  // Created inert: the trap touches the page only once activated.
  const trap = createFocusTrap(dialog, {
    // The close button is first in the dialog; the dialog itself when nothing else can take focus.
    fallbackFocus: dialog,
    // Escape and clicks outside are handled below, so closing always goes through close().
    escapeDeactivates: false,
    clickOutsideDeactivates: false,
    allowOutsideClick: (event) => event.target instanceof Node && host.contains(event.target),
    // Activated from code, not from an event: no reason to wait a frame either way.
    delayInitialFocus: false,
    delayReturnFocus: false,
    preventScroll: true,
    document: doc,
  });
  let unlockScroll = (): void => undefined;

  let removed = false;
  /** Removes everything mount added; idempotent. */
  const remove = (): void => {
    if (removed) return;
    removed = true;
    listeners.abort();
    // Focus goes back to where it was before the popup (synchronously: delayReturnFocus is off).
    trap.deactivate();
    host.remove();
    unlockScroll();
    mounted = false;
  };

  try {
    unlockScroll = lockScroll(doc);
    doc.body.append(host);
    trap.activate();
  } catch (error) {
    // Whatever was added so far goes; the core reports the error.
    remove();
    throw error;
  }

  /** The visitor closed it (button, Escape, outside click): store the closed record, then remove. */
  const close = (): void => {
    if (removed) return;
    save(closed);
    remove();
  };

  closeButton.addEventListener('click', close, on);

  // Escape: taken in the dialog's bubbling phase, so a widget inside the content may handle it first
  // (preventDefault); a key from outside the popup (focus lost to the body) is taken at the document.
  const onEscape = (event: KeyboardEvent): void => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing || trap.paused) return;
    // Taken: the Escape-key login (src/services/owner) leaves a prevented key alone.
    event.preventDefault();
    close();
  };
  host.addEventListener('keydown', onEscape, on);
  doc.addEventListener(
    'keydown',
    (event) => {
      if (!(event.target instanceof Node && host.contains(event.target))) onEscape(event);
    },
    { ...on, capture: true },
  );

  // A click on the backdrop closes; a press that started inside the dialog (selecting text and
  // releasing outside) does not.
  let pressedInside = false;
  host.addEventListener('pointerdown', (event) => (pressedInside = event.target instanceof Node && dialog.contains(event.target)), on);
  host.addEventListener(
    'click',
    (event) => {
      const outside = !(event.target instanceof Node && dialog.contains(event.target));
      if (outside && !pressedInside && !trap.paused) close();
      pressedInside = false;
    },
    on,
  );

  window.addEventListener(
    POPUP_SIGNUP_EVENT,
    (event) => {
      const from = event.target;
      if (from instanceof Node && !root.contains(from)) return;
      save(submitted);
    },
    on,
  );

  void trackOverlay(pageTrackingFields(context, doc.defaultView?.location ?? location, doc, readCookie(VISITOR_COOKIE, doc.cookie) ?? ''));

  signal.addEventListener('abort', remove, { once: true });
  return remove;
};

/** Whether the template has anything to show: an element, or text that is not only white space. */
function hasContent(content: DocumentFragment): boolean {
  return content.children.length > 0 || (content.textContent?.trim() ?? '') !== '';
}
