import { describe, expect, it } from 'vitest';
import { examples, mountBlock } from '../../test/mount-block.ts';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';

// The docs' second example: three tabs, the first selected.
const [, THREE_TABS] = examples('menu');
const MENU = THREE_TABS!.markup;

const setup = (html = MENU) => mountBlock({ ...THREE_TABS!, markup: html });

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const selected = () => tabs().map((tab) => tab.getAttribute('aria-selected'));
const visiblePanels = () => [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.id);
const press = (key: string) => (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

describe('menu block', () => {
  it('starts on the first tab, whatever the HTML had selected', async () => {
    await setup(
      MENU.replace('aria-selected="true"', 'aria-selected="false"').replace(
        'block-menu-panel-1" aria-labelledby="block-menu-tab-1">',
        'block-menu-panel-1" aria-labelledby="block-menu-tab-1" hidden>',
      ),
    );
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(visiblePanels()).toEqual(['block-menu-panel-1']);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('a click selects its tab and shows only its panel', async () => {
    await setup();
    tabs()[2]?.click();
    expect(selected()).toEqual(['false', 'false', 'true']);
    expect(visiblePanels()).toEqual(['block-menu-panel-3']);
  });

  it('arrow keys cycle focus with wrap-around; selection waits for Enter or Space', async () => {
    await setup();
    tabs()[0]?.focus();
    press('ArrowLeft');
    expect(document.activeElement?.id).toBe('block-menu-tab-3');
    press('ArrowRight');
    expect(document.activeElement?.id).toBe('block-menu-tab-1');
    press('ArrowDown');
    expect(document.activeElement?.id).toBe('block-menu-tab-2');
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    // Enter and Space on a <button> fire its click.
    (document.activeElement as HTMLElement).click();
    expect(selected()).toEqual(['false', 'true', 'false']);
  });

  it('destroy removes its listeners and restores the pre-rendered attributes', async () => {
    const { served, teardown } = await setup();
    tabs()[1]?.click();
    teardown();
    expect(document.body.innerHTML).toBe(served);
    tabs()[2]?.click();
    expect(selected()).toEqual(['true', 'false', 'false']);
  });

  it('rejects a tab whose panel is not in the block', async () => {
    await expect(setup(MENU.replace('aria-controls="block-menu-panel-3"', 'aria-controls="elsewhere"'))).rejects.toThrow(
      new MarkupError('Menu tab 3 controls no panel in the block'),
    );
  });
});
