import { afterEach, describe, expect, it } from 'vitest';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { coreContext } from '../../test/core-context.ts';
import { examples, mountBlock } from '../../test/mount-block.ts';
import { mount } from './index.ts';

// The docs' first example, the markup the renderer writes (monthly selected).
const [MEMBER_AREA] = examples('member-area');
const BLOCK = MEMBER_AREA!.markup;

/** Mounted, its first render committed (the toggle is a React component). */
async function setup(html = BLOCK) {
  const { block, served, context, teardown } = await mountBlock({ ...MEMBER_AREA!, markup: html });
  return { block, served, destroy: teardown, context };
}

const options = () => [...document.querySelectorAll<HTMLButtonElement>('[data-pricing-option]')];
const checked = () => options().map((option) => option.getAttribute('aria-checked'));
/** What shows: each visible part's tag and text. */
const shown = () =>
  [...document.querySelectorAll<HTMLElement>('[data-pricing-for]')].filter((part) => !part.hidden).map((part) => `${part.tagName} ${part.textContent}`);
const press = (key: string) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  document.activeElement?.dispatchEvent(event);
  return event;
};

const MONTHLY = ['P R$ 20,00 por mês', 'A Assinar', 'SECTION Cancele quando quiser.'];
const YEARLY = ['P R$ 200,00 por ano', 'A Assinar', 'SECTION Dois meses grátis.'];

afterEach(() => document.body.replaceChildren());

describe('member area block (67): the pricing toggle', () => {
  it('becomes a radio group: the selected option checked and the only tab stop, no aria-pressed', async () => {
    await setup();
    const toggle = document.querySelector('[data-pricing-toggle]')!;
    expect(toggle.getAttribute('role')).toBe('radiogroup');
    expect(toggle.getAttribute('aria-label')).toBe('Plano');
    expect(options().map((option) => option.getAttribute('role'))).toEqual(['radio', 'radio']);
    expect(checked()).toEqual(['true', 'false']);
    expect(options().map((option) => option.tabIndex)).toEqual([0, -1]);
    expect(options().some((option) => option.hasAttribute('aria-pressed'))).toBe(false);
    expect(shown()).toEqual(MONTHLY);
  });

  it('clicking the unselected option flips both and swaps price, join button and join section', async () => {
    await setup();
    options()[1]?.click();
    expect(checked()).toEqual(['false', 'true']);
    expect(options().map((option) => option.tabIndex)).toEqual([-1, 0]);
    expect(shown()).toEqual(YEARLY);
    options()[1]?.click();
    expect(shown()).toEqual(YEARLY);
    options()[0]?.click();
    expect(checked()).toEqual(['true', 'false']);
    expect(shown()).toEqual(MONTHLY);
  });

  it.each([
    ['ArrowRight', 1],
    ['ArrowDown', 1],
    ['ArrowLeft', 1],
    ['ArrowUp', 1],
    ['End', 1],
    ['Home', 0],
  ])('%s moves focus and selection together, wrapping around', async (key, expected) => {
    await setup();
    options()[0]?.focus();
    expect(press(key).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(options()[expected]);
    expect(checked()[expected]).toBe('true');
    expect(shown()).toEqual(expected === 1 ? YEARLY : MONTHLY);
  });

  it('other keys are left alone (Tab leaves the group)', async () => {
    await setup();
    options()[0]?.focus();
    expect(press('Tab').defaultPrevented).toBe(false);
    expect(checked()).toEqual(['true', 'false']);
  });

  it('starts from the option the HTML marks pressed, and fixes parts the HTML left inconsistent', async () => {
    await setup(
      BLOCK.replace('aria-pressed="true"', 'aria-pressed="x"')
        .replace('"anual" aria-pressed="false"', '"anual" aria-pressed="true"')
        .replace(' hidden>Dois', '>Dois'),
    );
    expect(checked()).toEqual(['false', 'true']);
    expect(shown()).toEqual(YEARLY);
  });

  it('teardown gives the HTML back exactly and stops listening', async () => {
    const { served, destroy } = await setup();
    options()[1]?.click();
    destroy();
    expect(document.body.innerHTML).toBe(served);
    options()[1]?.click();
    expect(document.body.innerHTML).toBe(served);
  });

  it.each([
    ['no toggle', BLOCK.replace('data-pricing-toggle ', '')],
    ['one option', BLOCK.replace(/<button type="button" data-pricing-option="anual"[^]*?<\/button>/, '')],
    ['the same key twice', BLOCK.replace('data-pricing-option="anual"', 'data-pricing-option="mensal"')],
    ['an empty key', BLOCK.replace('data-pricing-option="anual"', 'data-pricing-option=""')],
    ['an option showing nothing', BLOCK.replaceAll('data-pricing-for="anual"', 'data-pricing-for="outro"')],
  ])('%s is a MarkupError (the core keeps the HTML)', (_, html) => {
    document.body.innerHTML = html;
    expect(() => mount(document.querySelector<HTMLElement>('[data-block-type="67"]')!, coreContext())).toThrow(MarkupError);
  });
});
