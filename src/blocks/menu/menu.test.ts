import { afterEach, describe, expect, it } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { MarkupError } from '../../kit/block-errors.ts';
import { mount } from './index.ts';

const MENU = `<div class="sqs-block menu-block" data-block-type="18" id="block-menu">
  <div role="tablist" aria-label="Cardápio">
    <button type="button" role="tab" id="menu-tab-1" aria-controls="menu-panel-1" aria-selected="true">Almoço</button>
    <button type="button" role="tab" id="menu-tab-2" aria-controls="menu-panel-2" aria-selected="false" tabindex="-1">Jantar</button>
    <button type="button" role="tab" id="menu-tab-3" aria-controls="menu-panel-3" aria-selected="false" tabindex="-1">Bebidas</button>
  </div>
  <div role="tabpanel" id="menu-panel-1" aria-labelledby="menu-tab-1"><p>Prato feito</p></div>
  <div role="tabpanel" id="menu-panel-2" aria-labelledby="menu-tab-2" hidden><p>Moqueca</p></div>
  <div role="tabpanel" id="menu-panel-3" aria-labelledby="menu-tab-3" hidden><p>Caipirinha</p></div>
</div>`;

function setup(html = MENU) {
  document.body.innerHTML = html;
  const controller = new AbortController();
  const context = coreContext({ controller });
  return { block: document.querySelector<HTMLElement>('[data-block-type="18"]')!, context, controller };
}

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const selected = () => tabs().map((tab) => tab.getAttribute('aria-selected'));
const visiblePanels = () => [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden).map((p) => p.id);
const press = (key: string) => (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

afterEach(() => document.body.replaceChildren());

describe('menu block', () => {
  it('starts on the first tab, whatever the HTML had selected', async () => {
    const { block, context } = setup(
      MENU.replace('aria-selected="true"', 'aria-selected="false"').replace(
        'menu-panel-1" aria-labelledby="menu-tab-1">',
        'menu-panel-1" aria-labelledby="menu-tab-1" hidden>',
      ),
    );
    await mount(block, context);
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(visiblePanels()).toEqual(['menu-panel-1']);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('a click selects its tab and shows only its panel', async () => {
    const { block, context } = setup();
    await mount(block, context);
    tabs()[2]?.click();
    expect(selected()).toEqual(['false', 'false', 'true']);
    expect(visiblePanels()).toEqual(['menu-panel-3']);
  });

  it('arrow keys cycle focus with wrap-around; selection waits for Enter or Space', async () => {
    const { block, context } = setup();
    await mount(block, context);
    tabs()[0]?.focus();
    press('ArrowLeft');
    expect(document.activeElement?.id).toBe('menu-tab-3');
    press('ArrowRight');
    expect(document.activeElement?.id).toBe('menu-tab-1');
    press('ArrowDown');
    expect(document.activeElement?.id).toBe('menu-tab-2');
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    // Enter and Space on a <button> fire its click.
    (document.activeElement as HTMLElement).click();
    expect(selected()).toEqual(['false', 'true', 'false']);
  });

  it('destroy removes its listeners and restores the pre-rendered attributes', async () => {
    const { block, context, controller } = setup();
    const before = block.innerHTML;
    const destroy = await mount(block, context);
    tabs()[1]?.click();
    controller.abort();
    destroy?.();
    expect(block.innerHTML).toBe(before);
    tabs()[2]?.click();
    expect(selected()).toEqual(['true', 'false', 'false']);
  });

  it('rejects a tab whose panel is not in the block', async () => {
    const { block, context } = setup(MENU.replace('aria-controls="menu-panel-3"', 'aria-controls="elsewhere"'));
    await expect(async () => mount(block, context)).rejects.toThrow(new MarkupError('Menu tab 3 controls no panel in the block'));
  });
});
