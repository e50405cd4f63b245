import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedValues } from './keep-typed-values.ts';

const UNKNOWN = 'Erro desconhecido, tente novamente mais tarde.';

function setup(html = '<form method="post"><input name="nome"><button>Enviar</button></form>') {
  document.body.innerHTML = `<div id="b">${html}</div><p id="fora"></p>`;
  return { block: document.querySelector<HTMLElement>('#b')!, controller: new AbortController() };
}

function submit(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

const messages = () => [...document.querySelectorAll('.form-error')];

afterEach(() => document.body.replaceChildren());

describe('keepTypedValues', () => {
  it('prevents the submission and shows the unknown-error message once, after the form, as an alert', () => {
    const { block, controller } = setup();
    keepTypedValues(block, controller.signal);
    const form = block.querySelector('form')!;
    expect(submit(form).defaultPrevented).toBe(true);
    expect(submit(form).defaultPrevented).toBe(true);
    expect(messages()).toHaveLength(1);
    expect(form.nextElementSibling).toBe(messages()[0]);
    expect(messages()[0]?.textContent).toBe(UNKNOWN);
    expect(messages()[0]?.getAttribute('role')).toBe('alert');
  });

  it('shows nothing before a submission and leaves typed values alone', () => {
    const { block, controller } = setup();
    const input = block.querySelector('input')!;
    input.value = 'Ana';
    keepTypedValues(block, controller.signal);
    expect(messages()).toHaveLength(0);
    submit(block.querySelector('form')!);
    expect(input.value).toBe('Ana');
  });

  it('the undo removes the message; the abort removes the listener', () => {
    const { block, controller } = setup();
    const undo = keepTypedValues(block, controller.signal);
    const form = block.querySelector('form')!;
    submit(form);
    undo();
    expect(messages()).toHaveLength(0);
    controller.abort();
    expect(submit(form).defaultPrevented).toBe(false);
    expect(messages()).toHaveLength(0);
  });

  it('does nothing for a block without a form', () => {
    const { block, controller } = setup('<p>Sem formulário</p>');
    const before = document.body.innerHTML;
    keepTypedValues(block, controller.signal)();
    expect(document.body.innerHTML).toBe(before);
  });
});
