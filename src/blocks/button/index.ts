import { trackButtonClick, trackButtonRender, type ButtonTrackingFields } from '../../services/small-services/census-events.ts';
import { POPUP_OVERLAY_ROOT_ATTRIBUTE } from '../../shared/markers.ts';
import { BUTTON_CONTEXT } from '../../shared/tracking-enums.ts';
import { defineBlock } from '../../kit/define.ts';
import { requireElement } from '../../kit/block-kit/block-errors.ts';
import { readButtonConfig } from './config.ts';

/**
 * Button block (type 53): census tracking only, nothing visible. The render is tracked on mount and
 * every click on the link; navigation is never held up, since census requests are keepalive.
 */
export const mount = defineBlock({
  config: readButtonConfig,
  markup: (element: HTMLElement) => requireElement<HTMLAnchorElement>(element, 'a[href]', 'Button link'),
  mount({ element, consent, config, markup: link, signal }) {
    const fields: ButtonTrackingFields = {
      id: element.id,
      ...config,
      context: element.closest(`[${POPUP_OVERLAY_ROOT_ATTRIBUTE}]`) ? BUTTON_CONTEXT.popupOverlay : BUTTON_CONTEXT.buttonBlock,
    };
    void trackButtonRender(consent, fields);
    link.addEventListener('click', () => void trackButtonClick(consent, fields), { signal });
  },
});
