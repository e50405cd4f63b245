import { requireElement } from '../../kit/block-kit/block-errors.ts';

/** The element holding the pre-rendered items, one child each (chosen name, docs/markup.md 6.20). */
const ITEMS_SELECTOR = '[data-summary-items]';
/** On an events summary's item: when the event ends, ISO 8601 (chosen name). */
const EVENT_END_ATTRIBUTE = 'data-summary-event-end';

export interface SummaryMarkup {
  readonly list: HTMLElement;
  readonly items: readonly HTMLElement[];
}

/** The items of a summary block; MarkupError without `[data-summary-items]`. */
export function readSummary(block: HTMLElement): SummaryMarkup {
  const list = requireElement<HTMLElement>(block, ITEMS_SELECTOR, 'The summary items');
  return { list, items: [...list.children].filter((child): child is HTMLElement => child instanceof HTMLElement) };
}

/**
 * An events summary whose page was rendered before one of its events ended (a cached page): the end
 * of an item's event is in the past. Items without an end, or with one that is not a date, do not count.
 */
export function hasEndedEvent(items: readonly Element[], now: number): boolean {
  return items.some((item) => {
    const end = Date.parse(item.getAttribute(EVENT_END_ATTRIBUTE) ?? '');
    return end < now;
  });
}
