import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowTracking } from '../../test/consent-stub.ts';
import { coreContext } from '../../test/core-context.ts';
import { mount } from './index.ts';

vi.mock('../../platform/consent/consent.ts', () => import('../../test/consent-stub.ts'));

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
  allowTracking(true);
  document.cookie = 'CART=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  document.body.replaceChildren();
});

describe('checkout link', () => {
  it('without a cart cookie, stays on the page and alerts that the session expired or cookies are off', async () => {
    const { context, click } = setup();
    expect(click().defaultPrevented).toBe(true);
    expect(context.start).toHaveBeenCalledWith('dialog', {
      kind: 'alert',
      title: 'Não foi possível abrir o checkout',
      message: 'Sua sessão expirou ou os cookies não estão habilitados no navegador.',
    });
  });

  it('traces the checkout that could not open (consent allowing)', () => {
    const { context, click } = setup();
    click();
    expect(context.start.mock.calls.map(([name]) => name)).toEqual(['dialog', 'trace']);
    expect(context.start).toHaveBeenCalledWith('trace', { type: 'checkout-without-cart', data: { href: '/commerce/goto-checkout' } });
  });

  it('traces nothing without consent to track', () => {
    allowTracking(false);
    const { context, click } = setup();
    click();
    expect(context.start.mock.calls.map(([name]) => name)).toEqual(['dialog']);
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
