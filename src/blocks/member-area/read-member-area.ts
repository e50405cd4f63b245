import { MarkupError, requireElement } from '../../kit/block-kit/block-errors.ts';

interface PricingOption {
  readonly button: HTMLButtonElement;
  /** Its price, join button and join section (`[data-pricing-for]` naming its key). */
  readonly parts: readonly HTMLElement[];
}

export interface MemberAreaMarkup {
  readonly toggle: HTMLElement;
  /** The two options, in document order. */
  readonly options: readonly [PricingOption, PricingOption];
  /** The option the HTML marks selected (`aria-pressed="true"`); the first when it marks none or both. */
  readonly selected: 0 | 1;
}

/**
 * Reads the two-option pricing toggle (docs/markup.md 6.11): exactly two options with distinct,
 * non-empty keys, each showing at least one part of the block.
 */
export function readMemberArea(block: HTMLElement): MemberAreaMarkup {
  const toggle = requireElement<HTMLElement>(block, '[data-pricing-toggle]', 'Pricing toggle');
  const buttons = [...toggle.querySelectorAll<HTMLButtonElement>('button[data-pricing-option]')];
  const [first, second] = buttons;
  if (buttons.length !== 2 || !first || !second) throw new MarkupError(`Pricing toggle has ${buttons.length} options (button[data-pricing-option]), not 2`);
  const keys = buttons.map((button) => button.getAttribute('data-pricing-option') ?? '');
  if (keys.some((key) => key === '') || keys[0] === keys[1]) throw new MarkupError('Pricing options need two distinct, non-empty data-pricing-option keys');
  const parts = [...block.querySelectorAll<HTMLElement>('[data-pricing-for]')];
  const option = (button: HTMLButtonElement, key: string): PricingOption => {
    const own = parts.filter((part) => part.getAttribute('data-pricing-for') === key);
    if (!own.length) throw new MarkupError(`Pricing option "${key}" shows nothing ([data-pricing-for="${key}"])`);
    return { button, parts: own };
  };
  const pressed = buttons.map((button) => button.getAttribute('aria-pressed') === 'true');
  return {
    toggle,
    options: [option(first, keys[0] ?? ''), option(second, keys[1] ?? '')],
    selected: pressed[1] && !pressed[0] ? 1 : 0,
  };
}
