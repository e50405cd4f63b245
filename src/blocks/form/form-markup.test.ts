import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { type FormConfig, FormConfigSchema } from './config-schema.ts';
import { readFormMarkup } from './form-markup.ts';

const FIELDS = [
  { id: 'field-nome', type: 'name', title: 'Nome' },
  { id: 'field-msg', type: 'textarea', title: 'Mensagem' },
  { id: 'field-secao', type: 'section', title: 'Preferências' },
];
const FORM = `
  <form method="post">
    <fieldset data-field-id="field-nome" data-field-type="name">
      <legend data-field-title>Nome</legend>
      <input name="n1" data-part="First"><input name="n2" data-part="Last">
    </fieldset>
    <div data-field-id="field-msg" data-field-type="textarea">
      <label data-field-title for="m">Mensagem</label>
      <textarea id="m" name="field-msg" data-max-length="40"></textarea>
    </div>
    <div data-field-id="field-secao" data-field-type="section"><h3>Preferências</h3></div>
    <div data-captcha></div>
    <button type="button">Limpar</button>
    <button type="submit">Enviar</button>
  </form>
  <div data-form-submission-text hidden><p>Obrigado!</p></div>
  <template data-form-post-submit><p>Pós-envio</p></template>`;

function block(html = FORM): HTMLElement {
  document.body.innerHTML = `<div id="block-contato" data-block-type="9">${html}</div>`;
  return document.querySelector<HTMLElement>('#block-contato')!;
}
const config = (fields: unknown[] = FIELDS): FormConfig => FormConfigSchema.parse({ formId: 'f', fields });

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => document.body.replaceChildren());

describe('readFormMarkup', () => {
  it('finds the form, the submit button, the captcha, the success text and the post-submit template', () => {
    const element = block();
    const markup = readFormMarkup(element, config());
    expect(markup.block).toBe(element);
    expect(markup.form).toBe(element.querySelector('form'));
    expect(markup.submitButton?.textContent).toBe('Enviar');
    expect(markup.captcha).toBe(element.querySelector('[data-captcha]'));
    expect(markup.submissionText).toBe(element.querySelector('[data-form-submission-text]'));
    expect(markup.postSubmit).toBe(element.querySelector('template'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('pairs each configured field with its element and title, in config order', () => {
    const markup = readFormMarkup(block(), config());
    expect(markup.fields.map((item) => [item.field.id, item.element?.dataset.fieldId, item.title?.textContent])).toEqual([
      ['field-nome', 'field-nome', 'Nome'],
      ['field-msg', 'field-msg', 'Mensagem'],
      ['field-secao', 'field-secao', undefined],
    ]);
  });

  it("reads a textarea's limit from data-max-length", () => {
    const markup = readFormMarkup(block(), config());
    const message = markup.fields[1];
    expect(message?.limit).toEqual({ textarea: document.querySelector('textarea'), max: 40 });
    expect(markup.fields[0]?.limit).toBeUndefined();
  });

  it('has no limit for a data-max-length that is 0 or not a number', () => {
    for (const max of ['0', 'abc']) {
      const markup = readFormMarkup(block(FORM.replace('data-max-length="40"', `data-max-length="${max}"`)), config());
      expect(markup.fields[1]?.limit).toBeUndefined();
    }
  });

  it('takes a button without a type, or an input, as the submit button', () => {
    expect(readFormMarkup(block('<form><button type="button">x</button><button>Ir</button></form>'), config([])).submitButton?.textContent).toBe('Ir');
    expect(readFormMarkup(block('<form><input type="submit" value="Ir"></form>'), config([])).submitButton).toBe(document.querySelector('input'));
    expect(readFormMarkup(block('<form><button type="button">x</button></form>'), config([])).submitButton).toBeNull();
  });

  it('gives null for the optional parts a block lacks', () => {
    const markup = readFormMarkup(block('<form></form>'), config([]));
    expect(markup).toMatchObject({ submitButton: null, captcha: null, submissionText: null, postSubmit: null, fields: [] });
  });

  it('throws a MarkupError without a form', () => {
    expect(() => readFormMarkup(block('<div></div>'), config())).toThrow(MarkupError);
  });
});

describe('readFormMarkup: warnings, the rest of the form still read', () => {
  it('warns about an unknown field type', () => {
    const markup = readFormMarkup(
      block(FORM.replace('data-field-id="field-msg"', 'data-field-id="field-nota"')),
      config([{ id: 'field-nota', type: 'rating' }]),
    );
    expect(warn).toHaveBeenCalledWith('[site-runtime] form #block-contato: unknown field type "rating" of field-nota, read as text');
    expect(markup.fields[0]?.element?.dataset.fieldId).toBe('field-nota');
  });

  it('warns about a configured field missing from the page; its element is null', () => {
    const markup = readFormMarkup(block(), config([...FIELDS, { id: 'field-fone', type: 'phone' }]));
    expect(warn).toHaveBeenCalledExactlyOnceWith('[site-runtime] form #block-contato: field field-fone is not on the page');
    expect(markup.fields[3]).toEqual({ field: expect.objectContaining({ id: 'field-fone' }), element: null, title: null, limit: undefined });
  });

  it('warns about a field element the config does not name', () => {
    readFormMarkup(block(), config(FIELDS.slice(0, 2)));
    expect(warn).toHaveBeenCalledExactlyOnceWith('[site-runtime] form #block-contato: field field-secao is not in the block config and is not sent');
  });

  it('warns about a field without inputs, but not about a section', () => {
    readFormMarkup(block(FORM.replace('<input name="n1" data-part="First"><input name="n2" data-part="Last">', '')), config());
    expect(warn).toHaveBeenCalledExactlyOnceWith('[site-runtime] form #block-contato: field field-nome has no inputs');
  });
});
