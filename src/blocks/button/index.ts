import type { MountFn } from '../../core/contract.ts';
import { trackButtonClick, trackButtonRender, type ButtonTrackingFields } from '../../services/census-events/census-events.ts';
import { POPUP_OVERLAY_ROOT_ATTRIBUTE } from '../../shared/markers.ts';
import { BUTTON_CONTEXT } from '../../shared/tracking-enums.ts';
import { readBlockConfig } from '../../kit/block-config.ts';
import { requireElement } from '../../kit/block-errors.ts';
import { ButtonConfigSchema } from './config.ts';


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
    context: element.closest(`[${POPUP_OVERLAY_ROOT_ATTRIBUTE}]`) ? BUTTON_CONTEXT.popupOverlay : BUTTON_CONTEXT.buttonBlock,
  };
  void trackButtonRender(fields);
  link.addEventListener('click', () => void trackButtonClick(fields), { signal });
};
