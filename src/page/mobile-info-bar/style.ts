import { MOBILE_INFO_BAR_STYLE } from '../../shared/page-types.ts';
import { MOBILE_INFO_BAR_MAX_WIDTH } from '../../ui/block-kit/limits.ts';

export type MobileInfoBarTheme = 'light' | 'dark';

/** The media query under which the bar may show: the window is MOBILE_INFO_BAR_MAX_WIDTH (1024) px wide or less (site-runtime.md §9). */
export const MOBILE_INFO_BAR_MEDIA = `(max-width: ${MOBILE_INFO_BAR_MAX_WIDTH}px)`;

/**
 * The bar's data-theme for a style id, or undefined when no bar is shown: 1 (none) and any
 * unknown id, which takes the default, none (docs/markup.md §2: unknown enum values map to the
 * spec's defaults).
 */
export function mobileInfoBarTheme(style: number): MobileInfoBarTheme | undefined {
  if (style === MOBILE_INFO_BAR_STYLE.light) return 'light';
  if (style === MOBILE_INFO_BAR_STYLE.dark) return 'dark';
  return undefined;
}
