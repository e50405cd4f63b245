/** What a calendar's month links carry (docs/markup.md 6.14): `data-calendar-month="YYYY-MM"`. */
export const MONTH_LINK_SELECTOR = 'a[data-calendar-month]';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A `YYYY-MM` month, or undefined for any other text. */
export function monthOf(text: string | null | undefined): string | undefined {
  return text != null && MONTH.test(text) ? text : undefined;
}

/** Whether `month` comes before `than` (both `YYYY-MM`, which compare as text). */
export const isBefore = (month: string, than: string): boolean => month < than;

/**
 * A link press the page should handle itself: the main button (or Enter), no modifier (those open the
 * month in a new tab or window, as the browser does), not already handled, and a link meant for this
 * tab.
 */
export function isPlainActivation(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const target = link.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (target === null || target === '' || target === '_self')
  );
}

/**
 * Where focus goes in a new month reached by going `back` (to an earlier month) or forward: the link that
 * goes the same way again, so a keyboard user can keep going; undefined when the month has none.
 */
export function sameDirectionLink(links: readonly HTMLAnchorElement[], shown: string, back: boolean): HTMLAnchorElement | undefined {
  return links.find((link) => {
    const month = monthOf(link.getAttribute('data-calendar-month'));
    return month !== undefined && month !== shown && isBefore(month, shown) === back;
  });
}
