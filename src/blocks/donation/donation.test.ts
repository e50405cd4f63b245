import { afterEach, describe, expect, it } from 'vitest';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { coreContext } from '../../test/core-context.ts';
import { mount } from './index.ts';

const block = (button: string): string => `<div class="sqs-block donation-block" data-block-type="52" id="block-doacao">${button}</div>`;
const UNAVAILABLE = 'Esta doação não está disponível no momento. Tente novamente mais tarde.';

function setup(button: string) {
  document.body.innerHTML = block(button);
  const context = coreContext();
  const element = document.querySelector<HTMLElement>('[data-block-type="52"]')!;
  const original = element.innerHTML;
  const destroy = mount(element, context);
  const link = element.querySelector('a')!;
  const activate = (event: Event): Event => {
    link.dispatchEvent(event);
    return event;
  };
  return { element, original, destroy, link, context, activate };
}

afterEach(() => document.body.replaceChildren());

describe('donation block (52)', () => {
  it('goes to the donate page of its data-donate-page-id, encoded, whatever its href said', () => {
    const { link, activate } = setup('<a class="button" href="/outra" data-donate-page-id="5f0c 1a&b">Doar</a>');
    expect(link.getAttribute('href')).toBe('/checkout/donate?donatePageId=5f0c%201a%26b');
    expect(activate(new MouseEvent('click', { bubbles: true, cancelable: true })).defaultPrevented).toBe(false);
    expect(link.hasAttribute('aria-disabled')).toBe(false);
  });

  it.each(['data-donate-page-id=""', 'data-donate-page-id="  "'])('without an id (%s) it keeps no address and says why when activated', (attribute) => {
    const { element, link, activate } = setup(`<a class="button" href="/checkout/donate?donatePageId=" ${attribute}>Doar</a>`);
    expect(link.hasAttribute('href')).toBe(false);
    expect(link.getAttribute('role')).toBe('link');
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.tabIndex).toBe(0);
    expect(element.querySelector('[role="alert"]')).toBeNull();

    expect(activate(new MouseEvent('click', { bubbles: true, cancelable: true })).defaultPrevented).toBe(true);
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(UNAVAILABLE);
    expect(activate(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })).defaultPrevented).toBe(true);
    expect(element.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it('Enter shows the message too; other keys do nothing', () => {
    const { element, activate } = setup('<a class="button" data-donate-page-id="">Doar</a>');
    expect(activate(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })).defaultPrevented).toBe(false);
    expect(element.querySelector('[role="alert"]')).toBeNull();
    activate(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(element.querySelector('[role="alert"]')?.textContent).toBe(UNAVAILABLE);
  });

  it('teardown gives the HTML back exactly, attribute order and all', async () => {
    for (const button of [
      '<a class="button" href="/checkout/donate?donatePageId=" data-donate-page-id="" tabindex="0">Doar</a>',
      '<a class="button" href="/x" data-donate-page-id="abc">Doar</a>',
    ]) {
      const { element, original, destroy, activate, context } = setup(button);
      activate(new MouseEvent('click', { bubbles: true, cancelable: true }));
      const release = await destroy;
      context.controller.abort();
      release?.();
      expect(element.innerHTML).toBe(original);
    }
  });

  it('stops listening with its signal', () => {
    const { element, activate, context } = setup('<a class="button" data-donate-page-id="">Doar</a>');
    context.controller.abort();
    expect(activate(new MouseEvent('click', { bubbles: true, cancelable: true })).defaultPrevented).toBe(false);
    expect(element.querySelector('[role="alert"]')).toBeNull();
  });

  it('a block without a donation button is a MarkupError (the core keeps its HTML)', () => {
    document.body.innerHTML = block('<a class="button" href="/checkout/donate?donatePageId=abc">Doar</a>');
    expect(() => mount(document.querySelector<HTMLElement>('[data-block-type="52"]')!, coreContext())).toThrow(MarkupError);
  });
});
