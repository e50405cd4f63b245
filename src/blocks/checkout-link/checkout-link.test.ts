import { afterEach, describe, expect, it } from 'vitest';
import type { Consent } from '../../platform/consent/consent.ts';
import { consentStub } from '../../test/consent-stub.ts';
import { examples, mountBlock } from '../../test/mount-block.ts';
import { linkCartToken } from './index.ts';

const [LINK, LINK_WITH_TOKEN] = examples('checkout-link');

/** A click on `link`, returned to say whether it was prevented. */
function clickOn(link: HTMLElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(event);
  return event;
}

/** The first example's link, to `href` if given; a visitor who allows tracking unless `consent` says otherwise. */
async function setup(href?: string, consent: Consent = consentStub()) {
  const markup = href === undefined ? LINK!.markup : LINK!.markup.replace('href="/commerce/goto-checkout"', `href="${href}"`);
  const { block: link, context, teardown } = await mountBlock({ ...LINK!, markup }, { consent });
  return { context, teardown, click: () => clickOn(link) };
}

afterEach(() => {
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
    const { context, click } = await setup();
    expect(click().defaultPrevented).toBe(true);
    expect(context.start).toHaveBeenCalledWith('dialog', {
      kind: 'alert',
      title: 'Não foi possível abrir o checkout',
      message: 'Sua sessão expirou ou os cookies não estão habilitados no navegador.',
    });
  });

  it('traces the checkout that could not open (consent allowing)', async () => {
    const { context, click } = await setup();
    click();
    expect(context.start.mock.calls.map(([name]) => name)).toEqual(['dialog', 'trace']);
    expect(context.start).toHaveBeenCalledWith('trace', { type: 'checkout-without-cart', data: { href: '/commerce/goto-checkout' } });
  });

  it('traces nothing without consent to track', async () => {
    const { context, click } = await setup(undefined, consentStub(false));
    click();
    expect(context.start.mock.calls.map(([name]) => name)).toEqual(['dialog']);
  });

  it('with a cart cookie, the link goes to checkout and no dialog loads', async () => {
    document.cookie = 'CART=abc123; path=/';
    const { context, click } = await setup();
    expect(click().defaultPrevented).toBe(false);
    expect(context.start).not.toHaveBeenCalled();
  });

  it('with a cart value in the link (?cartToken=) and no cookie, the link goes to checkout', async () => {
    const { block: link, context } = await mountBlock(LINK_WITH_TOKEN!);
    expect(clickOn(link).defaultPrevented).toBe(false);
    expect(context.start).not.toHaveBeenCalled();
  });

  it.each(['/commerce/goto-checkout?cartToken=', '/commerce/goto-checkout?cart=carrinho-9', '/commerce/goto-checkout?cartToken'])(
    'an empty or differently named value (%s) is no cart: the alert',
    async (href) => {
      const { context, click } = await setup(href);
      expect(click().defaultPrevented).toBe(true);
      expect(context.start).toHaveBeenCalledWith('dialog', expect.objectContaining({ kind: 'alert' }));
    },
  );

  it('stops listening when destroyed', async () => {
    const { teardown, click } = await setup();
    teardown();
    expect(click().defaultPrevented).toBe(false);
  });
});
