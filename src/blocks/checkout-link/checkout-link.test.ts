import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowTracking } from '../../test/consent-stub.ts';
import { coreContext } from '../../test/core-context.ts';
import { linkCartToken, mount } from './index.ts';

vi.mock('../../platform/consent/consent.ts', () => import('../../test/consent-stub.ts'));

function setup(href = '/commerce/goto-checkout') {
  document.body.innerHTML = '<a>Finalizar compra</a>';
  const link = document.querySelector('a')!;
  link.setAttribute('href', href);
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

describe('linkCartToken', () => {
  const link = (href: string | null): Element => {
    const element = document.createElement('a');
    if (href !== null) element.setAttribute('href', href);
    return element;
  };

  it('reads the cartToken parameter of the link, decoded', () => {
    expect(linkCartToken(link('/commerce/goto-checkout?cartToken=a%20b&x=1'), 'https://loja.example/')).toBe('a b');
    expect(linkCartToken(link('https://loja.example/commerce/goto-checkout?x=1&cartToken=abc'), 'https://loja.example/')).toBe('abc');
  });

  it("gives '' without the parameter, without an href or for an address that does not parse", () => {
    expect(linkCartToken(link('/commerce/goto-checkout'), 'https://loja.example/')).toBe('');
    expect(linkCartToken(link(null), 'https://loja.example/')).toBe('');
    expect(linkCartToken(link('http://[::1/commerce/goto-checkout?cartToken=abc'), 'https://loja.example/')).toBe('');
  });
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

  it('with a cart value in the link (?cartToken=) and no cookie, the link goes to checkout', () => {
    const { context, click } = setup('/commerce/goto-checkout?cartToken=carrinho-9');
    expect(click().defaultPrevented).toBe(false);
    expect(context.start).not.toHaveBeenCalled();
  });

  it.each(['/commerce/goto-checkout?cartToken=', '/commerce/goto-checkout?cart=carrinho-9', '/commerce/goto-checkout?cartToken'])(
    'an empty or differently named value (%s) is no cart: the alert',
    (href) => {
      const { context, click } = setup(href);
      expect(click().defaultPrevented).toBe(true);
      expect(context.start).toHaveBeenCalledWith('dialog', expect.objectContaining({ kind: 'alert' }));
    },
  );

  it('stops listening when destroyed', () => {
    const { controller, click } = setup();
    controller.abort();
    expect(click().defaultPrevented).toBe(false);
  });
});
