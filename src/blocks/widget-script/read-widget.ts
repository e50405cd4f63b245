import { requireElement } from '../../kit/block-kit/block-errors.ts';

/** The provider's host element; its attribute is the script's address (docs/markup.md 6.12, chosen names). */
const WIDGET_HOST_SELECTOR = '[data-widget-script]';
const WIDGET_SCRIPT_ATTRIBUTE = 'data-widget-script';
const WIDGET_PROVIDER_ATTRIBUTE = 'data-widget-provider';
const WIDGET_FALLBACK_SELECTOR = '[data-widget-fallback]';
/** The state the host shows (loading, loaded, failed, preview; chosen name). */
export const WIDGET_STATE_ATTRIBUTE = 'data-widget-state';

export interface WidgetMarkup {
  readonly host: HTMLElement;
  /** The script's address as written (resolved and checked at mount). */
  readonly script: string;
  /** For logs: the provider's name, else the script's address. */
  readonly provider: string;
  readonly fallback: HTMLElement | null;
}

/** MarkupError when the block has no host; the fallback is optional (recommended). */
export function readWidget(block: HTMLElement): WidgetMarkup {
  const host = requireElement<HTMLElement>(block, WIDGET_HOST_SELECTOR, 'Widget host');
  const script = host.getAttribute(WIDGET_SCRIPT_ATTRIBUTE) ?? '';
  return {
    host,
    script,
    provider: host.getAttribute(WIDGET_PROVIDER_ATTRIBUTE) || script,
    fallback: host.querySelector<HTMLElement>(WIDGET_FALLBACK_SELECTOR),
  };
}
