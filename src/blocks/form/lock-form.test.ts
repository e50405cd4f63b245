import { afterEach, describe, expect, it } from 'vitest';
import { lockForm } from './lock-form.ts';

function setup() {
  document.body.innerHTML = `<form>
    <input name="texto"><input name="email" type="email"><input name="fixo" readonly>
    <textarea name="msg"></textarea>
    <input type="radio" name="r"><input type="checkbox" name="c"><input type="checkbox" name="off" disabled>
    <select name="s"><option>a</option></select>
    <button type="button" name="outro">Limpar</button>
    <button type="submit">Enviar</button>
  </form>`;
  const form = document.querySelector('form')!;
  const get = <T extends Element>(selector: string) => form.querySelector<T>(selector)!;
  return { form, submit: get<HTMLButtonElement>('[type="submit"]'), get };
}

afterEach(() => document.body.replaceChildren());

describe('lockForm', () => {
  it('makes text controls read-only, and disables choices, selects and other buttons', () => {
    const { form, submit, get } = setup();
    lockForm(form, submit);
    for (const name of ['texto', 'email', 'fixo', 'msg']) expect(get<HTMLInputElement>(`[name="${name}"]`).readOnly).toBe(true);
    for (const name of ['texto', 'email', 'msg']) expect(get<HTMLInputElement>(`[name="${name}"]`).disabled).toBe(false);
    for (const name of ['r', 'c', 's', 'outro']) expect(get<HTMLInputElement>(`[name="${name}"]`).disabled).toBe(true);
  });

  it('marks the form busy and the submit button aria-disabled, without disabling it', () => {
    const { form, submit } = setup();
    lockForm(form, submit);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(submit.disabled).toBe(false);
  });

  it('the unlock gives every control back the state it had', () => {
    const { form, submit, get } = setup();
    const unlock = lockForm(form, submit);
    unlock();
    expect(get<HTMLInputElement>('[name="texto"]').readOnly).toBe(false);
    expect(get<HTMLInputElement>('[name="fixo"]').readOnly).toBe(true);
    expect(get<HTMLInputElement>('[name="c"]').disabled).toBe(false);
    expect(get<HTMLInputElement>('[name="off"]').disabled).toBe(true);
    expect(get<HTMLSelectElement>('[name="s"]').disabled).toBe(false);
    expect(get<HTMLButtonElement>('[name="outro"]').disabled).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(submit.hasAttribute('aria-disabled')).toBe(false);
  });

  it('works without a submit button', () => {
    const { form, get } = setup();
    const unlock = lockForm(form, null);
    expect(get<HTMLButtonElement>('[type="submit"]').disabled).toBe(true);
    unlock();
    expect(get<HTMLButtonElement>('[type="submit"]').disabled).toBe(false);
  });
});
