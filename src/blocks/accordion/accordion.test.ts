import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { accordionHtml } from '../../test/accordion-markup.ts';
import { canonicalHtml } from '../../test/canonical-html.ts';
import { BlockConfigError, MarkupError } from '../../kit/block-kit/block-errors.ts';
import { mount } from './index.ts';

const context = coreContext;

function render(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('[data-block-type="69"]')!;
}

const buttons = () => [...document.querySelectorAll<HTMLButtonElement>('.accordion-item__click-target')];
const panels = () => [...document.querySelectorAll<HTMLElement>('.accordion-item__dropdown')];
const expanded = () => buttons().map((button) => button.getAttribute('aria-expanded'));
const hidden = () => panels().map((panel) => panel.hidden);
/** Clicks apply at once; the await lets a finished animation settle first. */
async function click(button: HTMLButtonElement | undefined): Promise<void> {
  button?.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

function reducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('accordion block', () => {
  it('renders the same elements, classes and ARIA wiring as the pre-rendered HTML', async () => {
    const block = render(accordionHtml({ open: [0] }));
    const before = canonicalHtml(block);
    const destroy = await mount(block, context());
    expect(canonicalHtml(block)).toBe(before);
    expect(buttons().map((b) => b.getAttribute('aria-controls'))).toEqual(panels().map((p) => p.id));
    expect(panels().map((p) => p.getAttribute('aria-labelledby'))).toEqual(buttons().map((b) => b.id));
    destroy?.();
  });

  it('opening an item closes the others (reduced motion: at once)', async () => {
    reducedMotion(true);
    const block = render(accordionHtml({ open: [0] }));
    await mount(block, context());
    await click(buttons()[2]);
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(hidden()).toEqual([true, true, false]);
    await click(buttons()[2]);
    expect(expanded()).toEqual(['false', 'false', 'false']);
  });

  it('leaves the others open when data-allow-multiple-open-items is true', async () => {
    reducedMotion(true);
    await mount(render(accordionHtml({ allowMultiple: true, open: [0] })), context());
    await click(buttons()[1]);
    expect(expanded()).toEqual(['true', 'true', 'false']);
  });

  it('ignores clicks while animating', async () => {
    reducedMotion(false);
    let finish!: () => void;
    const animate = vi.fn(() => ({
      finished: new Promise<void>((resolve) => (finish = resolve)),
      cancel: vi.fn(),
    }));
    vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation(animate as never);
    await mount(render(accordionHtml()), context());
    await click(buttons()[0]);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    expect(animate).toHaveBeenCalledWith({ height: ['0px', expect.stringMatching(/px$/)] }, { duration: 250, easing: 'ease-in-out' });
    await click(buttons()[1]);
    expect(expanded()).toEqual(['true', 'false', 'false']);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hidden()).toEqual([false, true, true]);
    await click(buttons()[1]);
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });

  it('moves focus between headers with the arrow keys, Home and End, wrapping around', async () => {
    await mount(render(accordionHtml()), context());
    const [first, second, third] = buttons();
    first?.focus();
    first?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(second);
    second?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    expect(document.activeElement).toBe(third);
    third?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(first);
    first?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    expect(document.activeElement).toBe(third);
  });

  it('keeps the site owner’s content as the same live nodes', async () => {
    const block = render(accordionHtml({ open: [0] }));
    const link = block.querySelector('a');
    const onClick = vi.fn();
    link?.addEventListener('click', onClick);
    await mount(block, context());
    expect(block.querySelector('a')).toBe(link);
    link?.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('never moves a node of the page, so an iframe or video in a panel is not reloaded, at mount, on use or at teardown', async () => {
    reducedMotion(true);
    const block = render(accordionHtml({ open: [0] }));
    block.querySelector('.accordion-item__dropdown')?.append(document.createElement('video'));
    const moves: MutationRecord[] = [];
    const observer = new MutationObserver((records) => moves.push(...records));
    observer.observe(block, { childList: true, subtree: true });
    const destroy = await mount(block, context());
    await click(buttons()[1]);
    destroy?.();
    await Promise.resolve();
    observer.disconnect();
    expect(moves).toEqual([]);
  });

  it('wires buttons and panels that have no ids, and takes the made-up ids back on destroy', async () => {
    const block = render(
      '<div data-block-type="69" id="b"><ul class="accordion-items-container"><li class="accordion-item"><h3><button class="accordion-item__click-target" type="button">Pergunta</button></h3><div class="accordion-item__dropdown" hidden>Resposta</div></li></ul></div>',
    );
    const before = block.innerHTML;
    const destroy = await mount(block, context());
    expect(buttons()[0]).toMatchObject({ id: 'b-1-button' });
    expect(buttons()[0]?.getAttribute('aria-controls')).toBe('b-1-panel');
    expect(panels()[0]?.getAttribute('aria-labelledby')).toBe('b-1-button');
    expect(panels()[0]?.getAttribute('role')).toBe('region');
    expect(expanded()).toEqual(['false']);
    destroy?.();
    expect(block.innerHTML).toBe(before);
  });

  it('destroy in the middle of an animation cancels it and restores the HTML', async () => {
    reducedMotion(false);
    const cancel = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation((() => ({ finished: new Promise(() => undefined), cancel })) as never);
    const block = render(accordionHtml({ open: [0] }));
    const before = block.innerHTML;
    const destroy = await mount(block, context());
    await click(buttons()[1]);
    destroy?.();
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(block.innerHTML).toBe(before);
  });

  it('after panels were animated open and shut, destroy gives back their style attributes as the HTML wrote them', async () => {
    reducedMotion(false);
    vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation((() => ({ finished: Promise.resolve(), cancel: vi.fn() })) as never);
    const block = render(accordionHtml({ open: [0] }));
    panels()[0]?.setAttribute('style', 'margin-top:4px');
    const before = block.innerHTML;
    const destroy = await mount(block, context());
    await click(buttons()[1]);
    await click(buttons()[0]);
    expect(panels().map((panel) => panel.getAttribute('style'))).not.toEqual(['margin-top:4px', null, null]);
    destroy?.();
    expect(block.innerHTML).toBe(before);
  });

  it('destroy gives the page back exactly as its HTML was', async () => {
    reducedMotion(true);
    const block = render(accordionHtml({ open: [1] }));
    const before = document.body.innerHTML;
    const list = block.querySelector('ul');
    const link = block.querySelector('a');
    const destroy = await mount(block, context());
    await click(buttons()[0]);
    destroy?.();
    expect(document.body.innerHTML).toBe(before);
    expect(block.querySelector('ul')).toBe(list);
    expect(block.querySelector('a')).toBe(link);
  });

  it('rejects malformed data-block-json before touching the page', async () => {
    const block = render(accordionHtml({ json: '{"broken": ' }));
    const before = block.innerHTML;
    await expect(async () => mount(block, context())).rejects.toThrow(BlockConfigError);
    expect(block.innerHTML).toBe(before);
  });

  it('rejects markup without its parts, leaving it untouched', async () => {
    const block = render(
      '<div data-block-type="69" id="b"><ul class="accordion-items-container"><li class="accordion-item"><h3>Sem botão</h3></li></ul></div>',
    );
    const before = block.innerHTML;
    await expect(async () => mount(block, context())).rejects.toThrow(MarkupError);
    expect(block.innerHTML).toBe(before);
  });
});
