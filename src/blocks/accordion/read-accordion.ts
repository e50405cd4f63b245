import { MarkupError, requireElement } from '../../kit/block-kit/block-errors.ts';

export interface AccordionItemMarkup {
  readonly button: HTMLButtonElement;
  /** The site owner's HTML lives in it; the block never moves it (an iframe moved in the DOM reloads). */
  readonly panel: HTMLElement;
  readonly open: boolean;
}

export interface AccordionMarkup {
  readonly allowMultiple: boolean;
  readonly items: readonly AccordionItemMarkup[];
}

/** Reads the pre-rendered accordion (docs/markup.md, "Accordion"); throws MarkupError when a required part is missing. */
export function readAccordion(block: HTMLElement): AccordionMarkup {
  const list = requireElement<HTMLElement>(block, '.accordion-items-container', 'Accordion item list');
  const items = [...list.children].filter((child) => child.classList.contains('accordion-item'));
  if (!items.length) throw new MarkupError('Accordion has no .accordion-item');
  return { allowMultiple: list.getAttribute('data-allow-multiple-open-items') === 'true', items: items.map(readItem) };
}

function readItem(item: Element): AccordionItemMarkup {
  const button = requireElement<HTMLButtonElement>(item, ':scope > :is(h2, h3, h4, h5, h6) > button', 'Accordion item heading button');
  const panel = requireElement<HTMLElement>(item, ':scope > .accordion-item__dropdown', 'Accordion item panel');
  return { button, panel, open: button.getAttribute('aria-expanded') === 'true' && !panel.hidden };
}
