import type { MountFn } from '../../core/types';
import { trackButtonClick, trackButtonRender, type ButtonTrackingFields } from '../../services/census/census-events';
import { BUTTON_CONTEXT } from '../../shared/tracking-enums';
import { readBlockConfig } from '../shared/block-config';
import { requireElement } from '../shared/block-errors';
import { ButtonConfigSchema } from './config';

/** The element the popup overlay renders its template[data-popup-overlay] content into (chosen name). */
const POPUP_OVERLAY_ROOT = '[data-popup-overlay-root]';

/**
 * Button block (type 53): census tracking only, nothing visible. The render is tracked on mount and
 * every click on the link; navigation is never held up, since census requests are keepalive.
 */
export const mount: MountFn = (element, { signal }) => {
  const config = readBlockConfig(element, ButtonConfigSchema);
  const link = requireElement<HTMLAnchorElement>(element, 'a[href]', 'Button link');
  const fields: ButtonTrackingFields = {
    id: element.id,
    ...config,
    context: element.closest(POPUP_OVERLAY_ROOT) ? BUTTON_CONTEXT.popupOverlay : BUTTON_CONTEXT.buttonBlock,
  };
  void trackButtonRender(fields);
  link.addEventListener('click', () => void trackButtonClick(fields), { signal });
};
