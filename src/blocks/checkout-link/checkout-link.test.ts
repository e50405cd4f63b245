import { afterEach, describe, expect, it } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { mount } from './index.ts';

function setup() {
  document.body.innerHTML = '<a href="/commerce/goto-checkout">Finalizar compra</a>';
  const link = document.querySelector('a')!;
  const context = coreContext();
  const { controller } = context;
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
});

describe('checkout link', () => {
  it('without a cart cookie, stays on the page and alerts that the session expired or cookies are off', async () => {
    const { context, click } = setup();
    expect(click().defaultPrevented).toBe(true);
    expect(context.start).toHaveBeenCalledExactlyOnceWith('dialog', {
      kind: 'alert',
      title: 'Não foi possível abrir o checkout',
      message: 'Sua sessão expirou ou os cookies não estão habilitados no navegador.',
    });
  });

  it('with a cart cookie, the link goes to checkout and no dialog loads', () => {
    document.cookie = 'CART=abc123; path=/';
    const { context, click } = setup();
    expect(click().defaultPrevented).toBe(false);
    expect(context.start).not.toHaveBeenCalled();
  });

  it('stops listening when destroyed', () => {
    const { controller, click } = setup();
    controller.abort();
    expect(click().defaultPrevented).toBe(false);
  });
});
