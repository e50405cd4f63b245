import { MarkupError, requireElement } from '../../kit/block-errors.ts';
import { takeChildren, type Slot } from '../../ui/react-island.tsx';

export interface AccordionItemMarkup {
  readonly itemTag: 'li' | 'div';
  readonly itemClass: string;
  readonly headingTag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  readonly headingClass: string;
  readonly buttonClass: string;
  readonly buttonId: string;
  readonly panelClass: string;
  readonly panelId: string;
  readonly open: boolean;
  /** The button's content (title and icon). */
  readonly title: Slot;
  /** The panel's content: the site owner's HTML. */
  readonly content: Slot;
}

export interface AccordionMarkup {
  readonly list: HTMLElement;
  readonly allowMultiple: boolean;
  readonly items: readonly AccordionItemMarkup[];
}

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Reads the pre-rendered accordion (docs/markup.md, "Accordion"); throws MarkupError when a required part is missing. */
export function readAccordion(block: HTMLElement): AccordionMarkup {
  const list = requireElement<HTMLElement>(block, '.accordion-items-container', 'Accordion item list');
  const items = [...list.children].filter((child) => child.classList.contains('accordion-item'));
  if (!items.length) throw new MarkupError('Accordion has no .accordion-item');
  const allowMultiple = list.getAttribute('data-allow-multiple-open-items') === 'true';
  return { list, allowMultiple, items: items.map((item, index) => readItem(item, `${block.id || 'accordion'}-${index + 1}`)) };
}

function readItem(item: Element, fallbackId: string): AccordionItemMarkup {
  const button = requireElement<HTMLButtonElement>(item, ':scope > :is(h2, h3, h4, h5, h6) > button', 'Accordion item heading button');
  const heading = button.parentElement as HTMLElement;
  const panel = requireElement<HTMLElement>(item, ':scope > .accordion-item__dropdown', 'Accordion item panel');
  const headingTag = HEADINGS.find((tag) => heading.localName === tag) ?? 'h3';
  return {
    itemTag: item.localName === 'li' ? 'li' : 'div',
    itemClass: item.className,
    headingTag,
    headingClass: heading.className,
    buttonClass: button.className,
    buttonId: button.id || `${fallbackId}-button`,
    panelClass: panel.className,
    panelId: panel.id || `${fallbackId}-panel`,
    open: button.getAttribute('aria-expanded') === 'true' && !panel.hidden,
    title: takeChildren(button),
    content: takeChildren(panel),
  };
}
