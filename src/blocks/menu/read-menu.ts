import { MarkupError, requireElement } from '../../kit/block-kit/block-errors.ts';

export interface MenuMarkup {
  readonly tabs: readonly HTMLElement[];
  readonly panels: readonly HTMLElement[];
}

/** Reads the pre-rendered menu tabs (docs/markup.md, "Menu"): each tab names its panel with aria-controls. */
export function readMenu(block: HTMLElement): MenuMarkup {
  const tablist = requireElement<HTMLElement>(block, '[role="tablist"]', 'Menu tab list');
  const tabs = [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')];
  if (!tabs.length) throw new MarkupError('Menu tab list has no [role="tab"]');
  const panels = tabs.map((tab, index) => {
    const id = tab.getAttribute('aria-controls');
    const panel = id ? block.ownerDocument.getElementById(id) : null;
    if (!panel || !block.contains(panel)) throw new MarkupError(`Menu tab ${index + 1} controls no panel in the block`);
    return panel;
  });
  return { tabs, panels };
}
