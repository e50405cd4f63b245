import { ANNOUNCEMENT_BAR_SELECTOR, COOKIE_BANNER_HOST_ATTRIBUTE } from '../../shared/markers.ts';
import { sanitizeOwnerHtmlToFragment } from '../../ui/sanitize-owner-html.ts';
import { ANNOUNCEMENT_BAR_UPDATE_EVENT } from '../../shared/page-events.ts';

export interface AnnouncementBarOptions {
  /** The page context's showAnnouncementBar: when false the page has no bar to preview. */
  readonly enabled: boolean;
  report(error: unknown): void;
  /** The document whose area is used; tests may pass another. */
  readonly doc?: Document;
}

/**
 * The announcement bar module of a logged-in account (site-runtime.md §6): while the editor changes
 * the bar, it sends the new HTML in an ANNOUNCEMENT_BAR_UPDATE_EVENT and the page shows it in the
 * `[data-announcement-bar]` area as a preview. Only when `enabled` and the page has that area.
 *
 * The HTML is the site owner's, so it is inserted only after the allow-list sanitizer the cookie
 * banner text uses (docs/markup.md §8). The first update moves the renderer's own nodes out of the
 * area and keeps them; the returned stop function puts those same nodes back and stops listening.
 */
export function startAnnouncementBar({ enabled, report, doc = document }: AnnouncementBarOptions): () => void {
  const area = enabled ? doc.querySelector<HTMLElement>(ANNOUNCEMENT_BAR_SELECTOR) : null;
  if (!area) return () => undefined;
  const listeners = new AbortController();
  let preview: HTMLElement | undefined;
  /** The area's own nodes, out of the page while the preview is shown. */
  let original: ChildNode[] = [];

  const show = (html: string): void => {
    const content = sanitizeOwnerHtmlToFragment(html);
    if (!preview) {
      // A top cookie bar the runtime put in the area is not the bar's content: it stays where it is.
      original = [...area.childNodes].filter((node) => !(node instanceof Element && node.hasAttribute(COOKIE_BANNER_HOST_ATTRIBUTE)));
      preview = doc.createElement('div');
      area.insertBefore(preview, original[0] ?? area.firstChild);
      for (const node of original) node.remove();
    }
    preview.replaceChildren(content);
  };

  addEventListener(
    ANNOUNCEMENT_BAR_UPDATE_EVENT,
    (event) => {
      const html = htmlOf(event);
      if (html === undefined) {
        // The sender's mistake, not the page's: tell its developer, change nothing.
        console.warn(`[site-runtime] ${ANNOUNCEMENT_BAR_UPDATE_EVENT} ignored: its detail must be { html: string }`);
        return;
      }
      try {
        show(html);
      } catch (error) {
        report(error);
      }
    },
    { signal: listeners.signal },
  );

  return () => {
    listeners.abort();
    if (!preview) return;
    // The renderer's nodes go back where the preview was: the same node objects, not re-parsed HTML.
    if (preview.parentNode) preview.replaceWith(...original);
    else area.prepend(...original);
    preview = undefined;
    original = [];
  };
}

/** The `html` string of the event's detail, or undefined when the detail is not `{ html: string }`. */
function htmlOf(event: Event): string | undefined {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  if (typeof detail !== 'object' || detail === null) return undefined;
  const html: unknown = (detail as { html?: unknown }).html;
  return typeof html === 'string' ? html : undefined;
}
