import { afterEach, describe, expect, it } from 'vitest';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { coreContext } from '../../test/core-context.ts';
import { pageDocument, pageOf } from '../../test/page-document.ts';
import { mount } from './index.ts';
import { buttonTarget } from './routes.ts';

const GIFT_CARD_UNAVAILABLE = 'Este vale-presente não está disponível no momento. Tente novamente mais tarde.';
const SUBSCRIPTION_UNAVAILABLE = 'Esta assinatura não está disponível no momento. Tente novamente mais tarde.';

const attributes =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null;

describe('buttonTarget (site-runtime.md §2 routes)', () => {
  it('gift card: website, product and sku, each trimmed and encoded; the page’s website id when the button names none', () => {
    expect(
      buttonTarget('giftcard', {
        attribute: attributes({ 'data-website-id': ' w 1 ', 'data-gift-card-product-id': 'p&2', 'data-sku': 'SQ1234567' }),
        websiteId: 'site',
      }),
    ).toEqual({
      kind: 'checkout',
      address: '/checkout/giftcard?websiteId=w%201&giftCardProductId=p%262&sku=SQ1234567',
      unavailable: GIFT_CARD_UNAVAILABLE,
    });
    expect(buttonTarget('giftcard', { attribute: attributes({ 'data-gift-card-product-id': 'p2', 'data-sku': ' ' }), websiteId: 'site' }).address).toBe(
      '/checkout/giftcard?websiteId=site&giftCardProductId=p2',
    );
  });

  it('gift card without a product, or with no website id anywhere, goes nowhere', () => {
    expect(buttonTarget('giftcard', { attribute: attributes({ 'data-gift-card-product-id': '' }), websiteId: 'site' }).address).toBeUndefined();
    expect(buttonTarget('giftcard', { attribute: attributes({ 'data-gift-card-product-id': 'p2' }), websiteId: '' }).address).toBeUndefined();
  });

  it('subscription: /checkout/subscribe?cartToken=, none without a token', () => {
    expect(buttonTarget('subscribe', { attribute: attributes({ 'data-cart-token': 'a b' }), websiteId: '' })).toEqual({
      kind: 'checkout',
      address: '/checkout/subscribe?cartToken=a%20b',
      unavailable: SUBSCRIPTION_UNAVAILABLE,
    });
    expect(buttonTarget('subscribe', { attribute: attributes({}), websiteId: '' }).address).toBeUndefined();
  });

  it('the owner’s billing pages', () => {
    expect(buttonTarget('upgrade', { attribute: attributes({}), websiteId: '' })).toEqual({ kind: 'owner', address: '/settings/billing/billing/upgrade' });
    expect(buttonTarget('change-plan', { attribute: attributes({}), websiteId: '' })).toEqual({
      kind: 'owner',
      address: '/settings/billing/billing/website/change-plan',
    });
  });
});

/** `link` in a document of its own (a test compares several), mounted on a visitor's page of site-1 with these context fields. */
function setup(link: string, context: object = {}) {
  const doc = pageDocument();
  doc.body.innerHTML = `<p>${link}</p>`;
  const element = doc.querySelector<HTMLAnchorElement>('a')!;
  const original = doc.body.innerHTML;
  const page = pageOf({
    website: { id: 'site-1', identifier: 'x', websiteType: 1, siteStatus: { value: 8 } },
    websiteRoles: [],
    authenticatedAccount: null,
    ...context,
  });
  const core = coreContext({ page });
  return { doc, element, original, core, started: mount(element, core) };
}

afterEach(() => document.body.replaceChildren());

describe('checkout buttons (a[data-checkout-route])', () => {
  it('a gift card button gets its route; without a product id it loses its href and says why on a click', () => {
    expect(setup('<a data-checkout-route="giftcard" data-gift-card-product-id="p9" href="/velho">Vale</a>').element.getAttribute('href')).toBe(
      '/checkout/giftcard?websiteId=site-1&giftCardProductId=p9',
    );
    const { doc, element } = setup('<a data-checkout-route="giftcard" href="/checkout/giftcard">Vale</a>');
    expect(element.hasAttribute('href')).toBe(false);
    expect(element.getAttribute('aria-disabled')).toBe('true');
    element.click();
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe(GIFT_CARD_UNAVAILABLE);
  });

  it('an owner’s link stays hidden for a visitor, a viewer, and is shown to an account with site settings', () => {
    const link = '<a data-checkout-route="upgrade" href="/x" hidden>Upgrade</a>';
    expect(setup(link).element.hidden).toBe(true);
    expect(setup(link, { authenticatedAccount: { id: 'a' }, websiteRoles: [10] }).element.hidden).toBe(true);
    const owner = setup(link, { authenticatedAccount: { id: 'a' }, websiteRoles: [1] }).element;
    expect(owner.hidden).toBe(false);
    expect(owner.getAttribute('href')).toBe('/settings/billing/billing/upgrade');
  });

  it('teardown gives the link back as the HTML had it', async () => {
    for (const link of [
      '<a data-checkout-route="change-plan" href="/x" hidden="">Plano</a>',
      '<a data-checkout-route="subscribe" href="/checkout/subscribe">Assinar</a>',
    ]) {
      const { doc, element, original, core, started } = setup(link, { authenticatedAccount: { id: 'a' }, websiteRoles: [1] });
      element.click();
      const destroy = await started;
      core.controller.abort();
      destroy?.();
      expect(doc.body.innerHTML).toBe(original);
    }
  });

  it.each(['', 'gift', 'GIFTCARD'])('an unknown route (%j) is a MarkupError: the link stays as written', (route) => {
    document.body.innerHTML = `<a data-checkout-route="${route}" href="/x">?</a>`;
    expect(() => mount(document.querySelector('a')!, coreContext({ page: pageOf({}) }))).toThrow(MarkupError);
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/x');
  });
});
