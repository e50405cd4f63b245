import { defineBlock } from '../../kit/define.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { MOBILE_INFO_BAR_MEDIA, mobileInfoBarTheme } from './style.ts';
import './mobile-info-bar.css';

/**
 * Mobile info bar (docs/markup.md §6.22): the pre-rendered `[data-mobile-info-bar]` (with `hidden`)
 * is shown with data-theme="light" or "dark" when websiteSettings.mobileInfoBarSettings.style is 2
 * or 3 and the window is 1024 px wide or less, re-checked whenever that changes; otherwise it is
 * hidden (also when the renderer left `hidden` out). Its stylesheet keeps it fixed at the bottom,
 * so showing or hiding it never moves the page. Destroy puts `hidden` and `data-theme` back as the
 * HTML had them and stops listening.
 */
export const mount = defineBlock({ mount: ({ element, page, signal }) => mountBar(element, page.websiteSettings.mobileInfoBarSettings.style, signal) });

function mountBar(element: HTMLElement, style: number, signal: AbortSignal): () => void {
  const restore = snapshotAttributes([element], ['hidden', 'data-theme']);
  const theme = mobileInfoBarTheme(style);
  if (theme === undefined) {
    setHidden(element, true);
    return restore;
  }

  element.setAttribute('data-theme', theme);
  const view = element.ownerDocument.defaultView ?? window;
  const narrow = view.matchMedia(MOBILE_INFO_BAR_MEDIA);
  const update = (): void => {
    setHidden(element, !narrow.matches);
  };
  update();
  narrow.addEventListener('change', update, { signal });

  return () => {
    narrow.removeEventListener('change', update);
    restore();
  };
}

/** Touches `hidden` only when it changes, so a pre-rendered `hidden="hidden"` keeps its value. */
function setHidden(element: HTMLElement, hidden: boolean): void {
  if (element.hasAttribute('hidden') !== hidden) element.toggleAttribute('hidden', hidden);
}
