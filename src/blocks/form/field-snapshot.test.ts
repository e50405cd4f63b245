import { afterEach, describe, expect, it } from 'vitest';
import { fieldControls, readFieldSnapshot } from './field-snapshot.ts';

function fieldElement(html: string): HTMLElement {
  const element = document.createElement('fieldset');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

afterEach(() => document.body.replaceChildren());

describe('readFieldSnapshot', () => {
  it('reads inputs and selects with data-part by part name', () => {
    const element = fieldElement(`
      <legend data-field-title>Horário</legend>
      <input data-part="Hour" value="10">
      <input data-part="Minute" value="30">
      <select data-part="Ampm"><option value="AM">AM</option><option value="PM" selected>PM</option></select>`);
    expect(readFieldSnapshot(element)).toEqual({ parts: { Hour: '10', Minute: '30', Ampm: 'PM' }, choices: [], likert: [], value: '' });
  });

  it('reads what the visitor typed, not the served value', () => {
    const element = fieldElement('<input data-part="First" value="Ana"><input name="x" value="a">');
    element.querySelector<HTMLInputElement>('[data-part]')!.value = 'Beatriz';
    element.querySelector<HTMLInputElement>('[name="x"]')!.value = 'b';
    expect(readFieldSnapshot(element)).toMatchObject({ parts: { First: 'Beatriz' }, value: 'b' });
  });

  it('reads radios and checkboxes as choices, in page order, with their ticked state', () => {
    const element = fieldElement(`
      <label><input type="checkbox" name="c" value="Novidades" checked> Novidades</label>
      <label><input type="checkbox" name="c" value="Promoções"> Promoções</label>
      <label><input type="radio" name="r" value="Eventos"> Eventos</label>`);
    element.querySelector<HTMLInputElement>('[value="Eventos"]')!.checked = true;
    expect(readFieldSnapshot(element).choices).toEqual([
      { value: 'Novidades', checked: true },
      { value: 'Promoções', checked: false },
      { value: 'Eventos', checked: true },
    ]);
  });

  it('reads likert groups: the question, whether it is a list, the ticked values; their inputs are not choices', () => {
    const element = fieldElement(`
      <div data-likert-question="Atendimento">
        <input type="radio" name="q1" value="1"><input type="radio" name="q1" value="5" checked>
      </div>
      <div data-likert-question="Entrega"><input type="radio" name="q2" value="1"></div>
      <div data-likert-question="Canais">
        <input type="checkbox" name="q3" value="E-mail" checked><input type="checkbox" name="q3" value="SMS" checked><input type="checkbox" name="q3" value="Carta">
      </div>`);
    expect(readFieldSnapshot(element)).toEqual({
      parts: {},
      choices: [],
      likert: [
        { question: 'Atendimento', multiple: false, checked: ['5'] },
        { question: 'Entrega', multiple: false, checked: [] },
        { question: 'Canais', multiple: true, checked: ['E-mail', 'SMS'] },
      ],
      value: '',
    });
  });

  it('takes the value of the first other control', () => {
    expect(readFieldSnapshot(fieldElement('<input name="a" value="primeiro"><input name="b" value="segundo">')).value).toBe('primeiro');
    expect(readFieldSnapshot(fieldElement('<textarea name="m">Olá</textarea>')).value).toBe('Olá');
    expect(readFieldSnapshot(fieldElement('<select name="s"><option>São Paulo</option><option selected>Rio de Janeiro</option></select>')).value).toBe(
      'Rio de Janeiro',
    );
    expect(readFieldSnapshot(fieldElement('<input type="hidden" name="h" value="site">')).value).toBe('site');
  });

  it('is empty for an element without controls', () => {
    expect(readFieldSnapshot(fieldElement('<legend>Preferências</legend>'))).toEqual({ parts: {}, choices: [], likert: [], value: '' });
  });
});

describe('fieldControls', () => {
  it('lists inputs, textareas and selects in page order, nothing else', () => {
    const element = fieldElement('<select name="s"></select><button>x</button><input name="i"><textarea name="t"></textarea>');
    expect(fieldControls(element).map((control) => control.getAttribute('name'))).toEqual(['s', 'i', 't']);
  });
});
