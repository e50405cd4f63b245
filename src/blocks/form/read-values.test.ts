import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormConfigSchema } from './config-schema.ts';
import { readFormMarkup } from './form-markup.ts';
import { readValues, validateValues } from './read-values.ts';

const HTML = `<div id="b"><form>
  <fieldset data-field-id="nome"><input data-part="First" value="Ana"><input data-part="Last" value="Silva"></fieldset>
  <fieldset data-field-id="fone"><input data-part="Areacode" value="11"><input data-part="Prefix" value="98765"><input data-part="Line" value="4321"></fieldset>
  <div data-field-id="secao"><h3>Preferências</h3></div>
  <div data-field-id="interesses"><input type="checkbox" name="interesses" value="Novidades" checked><input type="checkbox" name="interesses" value="Eventos"></div>
  <div data-field-id="origem"><input type="hidden" name="origem" value="do-input"></div>
  <div data-field-id="msg"><textarea name="msg" data-max-length="5">longo demais</textarea></div>
</form></div>`;

const CONFIG = FormConfigSchema.parse({
  formId: 'f',
  fields: [
    { id: 'nome', type: 'name', required: true },
    { id: 'fone', type: 'phone' },
    { id: 'secao', type: 'section' },
    { id: 'interesses', type: 'checkbox' },
    { id: 'origem', type: 'hidden', key: 'utm_source', value: 'site' },
    { id: 'msg', type: 'textarea' },
    { id: 'ausente', type: 'address', required: true },
    { id: 'ausente-texto', type: 'text' },
  ],
});

function fields() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.body.innerHTML = HTML;
  return readFormMarkup(document.querySelector<HTMLElement>('#b')!, CONFIG).fields;
}

afterEach(() => document.body.replaceChildren());

describe('readValues', () => {
  it('gives each field its value by field id; sections send none; a field missing from the page reads as empty', () => {
    expect(readValues(fields(), new URLSearchParams('utm_source=instagram'))).toEqual({
      nome: ['Ana', 'Silva'],
      fone: ['', '11', '98765', '4321'],
      interesses: ['Novidades'],
      origem: 'instagram',
      msg: 'longo demais',
      ausente: ['', '', '', '', '', ''],
      'ausente-texto': '',
    });
  });

  it('takes a hidden field’s default value when the query lacks its key', () => {
    expect(readValues(fields(), new URLSearchParams())['origem']).toBe('site');
  });
});

describe('validateValues', () => {
  it('checks each field with its textarea limit from the markup', () => {
    const markup = fields();
    const values = readValues(markup, new URLSearchParams());
    expect(validateValues(markup, values)).toEqual({
      msg: 'Você excedeu o limite de caracteres.',
      ausente: 'Este campo é obrigatório.',
    });
  });
});
