import { requireElement } from '../../kit/block-kit/block-errors.ts';

/** A calendar needs its pre-rendered month (docs/markup.md 6.14); its month links are found as they are pressed. */
export function readCalendar(block: HTMLElement): HTMLTableElement {
  return requireElement<HTMLTableElement>(block, 'table', 'Month table');
}
