import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountContext } from '../../core/contract.ts';
import { mount } from './index.ts';

const showAlert = vi.fn(async () => 'confirm' as const);

function setup() {
  document.body.innerHTML = '<a href="/commerce/goto-checkout">Finalizar compra</a>';
  const link = document.querySelector('a')!;
  const controller = new AbortController();
  const context: MountContext = {
    signal: controller.signal,
    report: vi.fn(),
    loadModule: vi.fn(),
    loadChunk: vi.fn(async () => ({ showAlert })) as MountContext['loadChunk'],
  };
  void mount(link, context);
  const click = (): MouseEvent => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    return event;
  };
  return { context, controller, click };
}

afterEach(() => {
  document.cookie = 'CART=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.body.replaceChildren();
  showAlert.mockClear();
});

describe('checkout link', () => {
  it('without a cart cookie, stays on the page and alerts that the session expired or cookies are off', async () => {
    const { context, click } = setup();
    expect(click().defaultPrevented).toBe(true);
    expect(context.loadChunk).toHaveBeenCalledWith('dialog');
    await vi.waitFor(() =>
      expect(showAlert).toHaveBeenCalledWith({
        title: 'Não foi possível abrir o checkout',
        message: 'Sua sessão expirou ou os cookies não estão habilitados no navegador.',
      }),
    );
  });

  it('with a cart cookie, the link goes to checkout and no dialog loads', () => {
    document.cookie = 'CART=abc123; path=/';
    const { context, click } = setup();
    expect(click().defaultPrevented).toBe(false);
    expect(context.loadChunk).not.toHaveBeenCalled();
  });

  it('stops listening when destroyed', () => {
    const { controller, click } = setup();
    controller.abort();
    expect(click().defaultPrevented).toBe(false);
  });
});
