import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormConfigSchema } from './config-schema.ts';
import { readFormMarkup } from './form-markup.ts';
import { markInvalidFields } from './mark-invalid-fields.ts';

const HTML = `<div id="b"><form>
  <fieldset data-field-id="nome"><legend data-field-title>Nome</legend>
    <input data-part="First" aria-describedby="dica-nome"><input data-part="Last" aria-invalid="false">
  </fieldset>
  <div data-field-id="email"><input name="email"></div>
  <div data-field-id="oculto"><input type="hidden" name="oculto"><input name="visivel"></div>
  <button>Enviar</button>
</form></div>`;

function setup() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.body.innerHTML = HTML;
  const config = FormConfigSchema.parse({
    formId: 'f',
    fields: [
      { id: 'nome', type: 'name' },
      { id: 'email', type: 'email' },
      { id: 'oculto', type: 'text' },
      { id: 'ausente', type: 'text' },
    ],
  });
  return readFormMarkup(document.querySelector<HTMLElement>('#b')!, config).fields;
}

const errorId = (fieldId: string) => `b-${fieldId}-error`;
const field = (id: string) => document.querySelector<HTMLElement>(`[data-field-id="${id}"]`)!;
const inputs = (id: string) => [...field(id).querySelectorAll('input')];

afterEach(() => document.body.replaceChildren());

describe('markInvalidFields', () => {
  it('marks each errored field element with data-invalid, and only those', () => {
    markInvalidFields(setup(), { nome: 'Obrigatório', ausente: 'x' }, errorId);
    expect(field('nome').hasAttribute('data-invalid')).toBe(true);
    expect(field('email').hasAttribute('data-invalid')).toBe(false);
  });

  it('sets aria-invalid and puts the message id first in aria-describedby, keeping the control’s own', () => {
    markInvalidFields(setup(), { nome: 'Obrigatório' }, errorId);
    const [first, last] = inputs('nome');
    expect(first?.getAttribute('aria-invalid')).toBe('true');
    expect(last?.getAttribute('aria-invalid')).toBe('true');
    expect(first?.getAttribute('aria-describedby')).toBe('b-nome-error dica-nome');
    expect(last?.getAttribute('aria-describedby')).toBe('b-nome-error');
    expect(field('email').querySelector('input')?.hasAttribute('aria-invalid')).toBe(false);
  });

  it('leaves hidden inputs alone', () => {
    markInvalidFields(setup(), { oculto: 'x' }, errorId);
    const [hidden, visible] = inputs('oculto');
    expect(hidden?.hasAttribute('aria-invalid')).toBe(false);
    expect(visible?.getAttribute('aria-invalid')).toBe('true');
  });

  it("moves focus to the first errored field's first control", () => {
    markInvalidFields(setup(), { email: 'Inválido', nome: 'Obrigatório' }, errorId);
    expect(document.activeElement).toBe(inputs('nome')[0]);
  });

  it('does not move focus without errors', () => {
    const fields = setup();
    const before = document.activeElement;
    markInvalidFields(fields, {}, errorId);
    expect(document.activeElement).toBe(before);
  });

  it('the undo gives each control its own attributes back', () => {
    const fields = setup();
    const before = document.body.innerHTML;
    const undo = markInvalidFields(fields, { nome: 'Obrigatório', email: 'Inválido', oculto: 'x' }, errorId);
    expect(document.body.innerHTML).not.toBe(before);
    undo();
    expect(document.body.innerHTML).toBe(before);
  });
});
