import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormConfigSchema } from './config-schema.ts';
import { createFormHosts } from './form-hosts.ts';
import { readFormMarkup } from './form-markup.ts';
import { showFailureMessages } from './show-failure-messages.ts';

const BANNER_ABOVE = 'Seu formulário encontrou um problema. Role para baixo para revisá-lo.';
const BANNER_BELOW = 'Seu formulário encontrou um problema. Role para cima para revisá-lo.';

const HTML = `<div id="b"><form>
  <fieldset data-field-id="nome"><legend data-field-title>Nome</legend><input data-part="First"></fieldset>
  <div data-field-id="email"><label data-field-title>E-mail</label><input name="email"></div>
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
      { id: 'ausente', type: 'text' },
    ],
  });
  const markup = readFormMarkup(document.querySelector<HTMLElement>('#b')!, config);
  return { markup, hosts: createFormHosts(markup) };
}

const errorId = (fieldId: string) => `b-${fieldId}-error`;
const view = (fieldErrors: Record<string, string>, banners: boolean) => ({ message: 'x', fieldErrors, banners, announceOnly: false });

afterEach(() => document.body.replaceChildren());

describe('showFailureMessages', () => {
  it("puts each field's message, with its id, before the field's title, as text", () => {
    const { hosts } = setup();
    showFailureMessages(hosts, view({ nome: 'Este campo é obrigatório.', email: '<b>E-mail</b> inválido' }, false), errorId);
    const message = document.querySelector('[data-field-id="nome"] legend')?.previousElementSibling?.firstElementChild;
    expect(message?.outerHTML).toBe('<span class="form-field-error" id="b-nome-error">Este campo é obrigatório.</span>');
    const email = document.getElementById('b-email-error');
    expect(email?.textContent).toBe('<b>E-mail</b> inválido');
    expect(email?.children).toHaveLength(0);
    expect(document.querySelectorAll('.form-error-banner')).toHaveLength(0);
  });

  it('puts the banners above and below the form when the view has them', () => {
    const { hosts, markup } = setup();
    showFailureMessages(hosts, view({ nome: 'Este campo é obrigatório.' }, true), errorId);
    expect([...document.querySelectorAll('.form-error-banner')].map((banner) => [banner.tagName, banner.textContent])).toEqual([
      ['P', BANNER_ABOVE],
      ['P', BANNER_BELOW],
    ]);
    expect(markup.form.previousElementSibling?.textContent).toBe(BANNER_ABOVE);
  });

  it('places no message for a field without a host, and the undo takes every node out', () => {
    const { hosts } = setup();
    const before = document.body.innerHTML;
    const hide = showFailureMessages(hosts, view({ ausente: 'Campo ausente', nome: 'Obrigatório' }, true), errorId);
    expect(document.getElementById('b-ausente-error')).toBeNull();
    expect(document.querySelectorAll('.form-field-error')).toHaveLength(1);
    hide();
    expect(document.body.innerHTML).toBe(before);
  });
});
