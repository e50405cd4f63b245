import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { installSiteContext } from '../../test/platform-stub.ts';
import { stubResizeObserver } from '../../test/resize-observer-stub.ts';
import type { LightboxRequest } from '../../ui/lightbox-opener/item.ts';
import { mount } from './index.ts';

const IMG = `<img src="/s/loja-1000w.jpg" srcset="/s/loja-500w.jpg 500w, /s/loja-1000w.jpg 1000w" width="1500" height="1000" alt="Fachada da loja">`;
const block = (config: Record<string, unknown>, image = IMG): string =>
  `<div data-block-type="5" id="block-imagem" data-block-json='${JSON.stringify(config)}'><figure>${image}<figcaption>Nossa loja</figcaption></figure></div>`;

const teardowns: (() => void)[] = [];

async function mounted(html: string) {
  document.body.innerHTML = html;
  const element = document.querySelector<HTMLElement>('[data-block-type="5"]')!;
  const context = coreContext();
  const started: LightboxRequest[] = [];
  context.start.mockImplementation(async (name, input) => {
    if (name === 'lightbox') started.push(input as LightboxRequest);
    return () => undefined;
  });
  const destroy = (await mount(element, context)) ?? (() => undefined);
  teardowns.push(() => {
    destroy();
    context.controller.abort();
  });
  return { started, image: element.querySelector('img')!, destroy };
}

beforeAll(() => installSiteContext());
beforeEach(() => {
  stubResizeObserver();
  history.replaceState(null, '', '/');
});
afterEach(() => {
  for (const teardown of teardowns.splice(0)) teardown();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('image block with lightbox (docs/markup.md 6.19, 6.6)', () => {
  it('opens the image, as a one-item set named by the block id, on a plain click', async () => {
    const { started, image } = await mounted(block({ lightbox: true, lightboxTheme: 'light' }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    image.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ index: 0, theme: 'light', addHistoryEntry: true, opener: image });
    expect(started[0]!.items).toEqual([
      expect.objectContaining({ id: 'block-imagem', src: '/s/loja-1000w.jpg', alt: 'Fachada da loja', width: 1500, height: 1000, caption: 'Nossa loja' }),
    ]);
  });

  it('makes an image on its own a button for the keyboard, and gives its attributes back on destroy', async () => {
    const { started, image, destroy } = await mounted(block({ lightbox: true }));
    expect([image.tabIndex, image.getAttribute('role'), image.getAttribute('aria-haspopup')]).toEqual([0, 'button', 'dialog']);
    image.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(started.map((request) => request.theme)).toEqual(['dark']);
    destroy();
    expect([image.hasAttribute('tabindex'), image.hasAttribute('role'), image.hasAttribute('aria-haspopup')]).toEqual([false, false, false]);
  });

  it('opens from the link around the image instead of following it, and leaves the image a plain image', async () => {
    const { started, image } = await mounted(block({ lightbox: true }, `<a href="/loja">${IMG}</a>`));
    const link = document.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    image.dispatchEvent(click);
    expect([click.defaultPrevented, started[0]?.opener, image.hasAttribute('role')]).toEqual([true, link, false]);
    const ctrl = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(ctrl);
    expect([ctrl.defaultPrevented, started.length]).toEqual([false, 1]);
  });

  it('opens when the address names the block (#itemId=), adding no history entry', async () => {
    history.replaceState(null, '', '/#itemId=block-imagem');
    const { started } = await mounted(block({ lightbox: true }));
    expect(started.map((request) => request.addHistoryEntry)).toEqual([false]);
  });

  it('does nothing with lightbox off', async () => {
    const { started, image } = await mounted(block({}));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    image.dispatchEvent(click);
    expect([click.defaultPrevented, started.length, image.hasAttribute('role')]).toEqual([false, 0, false]);
  });
});
