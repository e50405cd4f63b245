import { afterEach, describe, expect, it } from 'vitest';
import { captchaBoundButton } from './captcha-bound-button.ts';

function button(attributes: string): HTMLButtonElement {
  document.body.innerHTML = `<button type="submit" ${attributes}>Enviar</button>`;
  return document.querySelector('button')!;
}

afterEach(() => document.body.replaceChildren());

describe('captcha-bound submit button (site-runtime.md §4)', () => {
  it('is only for a button with data-captcha-bound', () => {
    expect(captchaBoundButton(button(''))).toBeUndefined();
    expect(captchaBoundButton(null)).toBeUndefined();
  });

  it('is left alone before a failure: solving or expiring changes nothing', () => {
    const element = button('data-captcha-bound');
    const bound = captchaBoundButton(element)!;
    bound.expired();
    expect(element.disabled).toBe(false);
    bound.solved();
    expect(element.disabled).toBe(false);
  });

  it('after a failed save: disabled, enabled once solved, disabled again when the answer expires', () => {
    const element = button('data-captcha-bound');
    const bound = captchaBoundButton(element)!;
    expect(bound.disableAfterFailure()).toBe(false);
    expect(element.disabled).toBe(true);
    bound.solved();
    expect(element.disabled).toBe(false);
    bound.expired();
    expect(element.disabled).toBe(true);
  });

  it('says whether the button had the focus it loses', () => {
    const element = button('data-captcha-bound');
    element.focus();
    expect(captchaBoundButton(element)!.disableAfterFailure()).toBe(true);
  });
});
