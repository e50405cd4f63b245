import { hasPopupContent, openPopup, type OpenedPopup } from '../popup-overlay/open-popup.ts';
import { POPUP_TEMPLATE_SELECTOR } from '../../shared/markers.ts';
import { POPUP_OVERLAY_FORCE_EVENT, POPUP_OVERLAY_UNFORCE_EVENT } from '../../shared/page-events.ts';

export interface OverlayManagerOptions {
  report(error: unknown): void;
  /** The document whose popup template is previewed; tests may pass another. */
  readonly doc?: Document;
}

/**
 * The overlay manager module of a logged-in account (site-runtime.md §6). The popup overlay is shown
 * to visitors only, so an account previews it on demand: POPUP_OVERLAY_FORCE_EVENT opens the page's
 * `template[data-popup-overlay]` in the visitor's own popup dialog (openPopup: same view, focus handling
 * and ways to close), ignoring the show rules; POPUP_OVERLAY_UNFORCE_EVENT closes it. A preview is
 * not a visit: no popup record is written and no overlay census call is sent. A force while the
 * preview is open changes nothing. The returned stop function closes it and stops listening.
 */
export function startOverlayManager({ report, doc = document }: OverlayManagerOptions): () => void {
  const listeners = new AbortController();
  const on = { signal: listeners.signal };
  let preview: OpenedPopup | undefined;

  addEventListener(
    POPUP_OVERLAY_FORCE_EVENT,
    () => {
      // Still open (not closed by the person meanwhile): nothing to do.
      if (preview && !preview.signal.aborted) return;
      const template = doc.querySelector<HTMLTemplateElement>(POPUP_TEMPLATE_SELECTOR);
      if (!template || !hasPopupContent(template)) {
        // The sender asked for a popup this page does not have: tell its developer.
        console.warn(`[site-runtime] ${POPUP_OVERLAY_FORCE_EVENT} ignored: the page has no ${POPUP_TEMPLATE_SELECTOR} with content`);
        return;
      }
      try {
        // No onClose and no census call: closing the preview leaves no trace.
        preview = openPopup(template);
      } catch (error) {
        report(error);
      }
    },
    on,
  );
  addEventListener(
    POPUP_OVERLAY_UNFORCE_EVENT,
    () => {
      preview?.remove();
      preview = undefined;
    },
    on,
  );

  return () => {
    listeners.abort();
    preview?.remove();
    preview = undefined;
  };
}
