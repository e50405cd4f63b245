import { defineBlock, type CoreContext, type Destroy } from '../../kit/define.ts';
import { currentPageTrackingFields, trackOverlay } from '../../services/small-services/census-events.ts';
import { isSignedIn } from '../../services/small-services/account.ts';
import { MOBILE_MEDIA_QUERY } from '../../ui/breakpoints.ts';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { webStorage } from '../../services/small-services/web-storage.ts';
import { hasPopupContent, openPopup } from './open-popup.ts';
import { closed, popupRecordKey, readPopupRecord, submitted, writePopupRecord } from './popup-record.ts';
import { shouldShowPopup } from './popup-rules.ts';
import { POPUP_SIGNUP_EVENT } from '../../shared/page-events.ts';
import { traceEvent } from '../../services/small-services/trace-event.ts';
import { yieldToMain } from '../../platform/idle/after-load.ts';
import { TRACE_POPUP_SHOWN } from '../../shared/trace-types.ts';

export { POPUP_CLASS } from './popup-view.ts';

const noop: Destroy = () => undefined;

/**
 * Popup overlay (docs/markup.md §6.22), mounted on `template[data-popup-overlay]`. Decides with
 * shouldShowPopup whether this page view shows it; if so, shows the template's content with
 * openPopup (the modal dialog an account's preview uses too) until the visitor closes it, then
 * stores the closed record. Only this visitor path writes the record and sends the overlay census
 * call. Destroy removes everything it added without writing.
 */
export const mount = defineBlock({
  markup: (element) => {
    if (!(element instanceof HTMLTemplateElement)) throw new MarkupError('The popup overlay must be a <template data-popup-overlay>');
    return element;
  },
  mount: ({ markup, ...context }) => showPopupOnce(markup, context),
});

async function showPopupOnce(element: HTMLTemplateElement, { page, consent, signal, start }: CoreContext): Promise<Destroy> {
  if (signal.aborted) return noop;

  const settings = page.websiteSettings.popupOverlaySettings;
  const storage = webStorage('localStorage');
  const key = popupRecordKey(page.website.identifier);
  const show = shouldShowPopup({
    settings,
    record: readPopupRecord(storage, key),
    now: Date.now(),
    isMobile: typeof matchMedia === 'function' && matchMedia(MOBILE_MEDIA_QUERY).matches,
    isVisitor: !isSignedIn(page) && !page.editMode,
  });
  // Without content there is nothing to show: no empty dialog (chosen here).
  if (!show || !hasPopupContent(element)) return noop;

  const save = (change: typeof closed): void => {
    writePopupRecord(storage, key, change(readPopupRecord(storage, key), settings.version, Date.now()));
  };

  // The visitor closed it (button, Escape, outside click): the closed record. Throws for the core to
  // report when it cannot be shown.
  const popup = openPopup(element, { onClose: () => save(closed) });
  // One popup per page view: a second template[data-popup-overlay] is ignored while one is open.
  if (!popup) return noop;

  window.addEventListener(
    POPUP_SIGNUP_EVENT,
    (event) => {
      const from = event.target;
      if (from instanceof Node && !popup.root.contains(from)) return;
      save(submitted);
    },
    { signal: popup.signal },
  );

  signal.addEventListener('abort', popup.remove, { once: true });

  // The census call and the trace in a task after the one that shows the popup (a modal dialog, focus
  // moved into it): together they made that task pass 50 ms at 4x CPU. Not sent for a popup already gone.
  await yieldToMain();
  if (!popup.signal.aborted) {
    void trackOverlay(consent, currentPageTrackingFields(page, element.ownerDocument));
    traceEvent({ consent, start }, TRACE_POPUP_SHOWN, { version: settings.version });
  }
  return popup.remove;
}
