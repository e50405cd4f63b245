import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormConfigSchema } from './config-schema.ts';
import { createFormHosts } from './form-hosts.ts';
import { readFormMarkup } from './form-markup.ts';

const HTML = `<div id="block-contato">
  <p>Antes</p>
  <form>
    <fieldset data-field-id="field-nome"><legend data-field-title>Nome</legend><input data-part="First"></fieldset>
    <div data-field-id="field-msg"><label>Mensagem <span data-field-title>*</span> <textarea data-max-length="40"></textarea></label></div>
    <div data-field-id="field-sem-titulo"><input name="x"></div>
    <button>Enviar</button>
  </form>
  <p>Depois</p>
</div>`;

const CONFIG = FormConfigSchema.parse({
  formId: 'f',
  fields: [
    { id: 'field-nome', type: 'name' },
    { id: 'field-msg', type: 'textarea' },
    { id: 'field-sem-titulo', type: 'text' },
    { id: 'field-ausente', type: 'text' },
  ],
});

function setup() {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.body.innerHTML = HTML;
  const block = document.querySelector<HTMLElement>('#block-contato')!;
  const markup = readFormMarkup(block, CONFIG);
  return { block, markup, hosts: createFormHosts(markup) };
}

const field = (id: string) => document.querySelector<HTMLElement>(`[data-field-id="${id}"]`)!;

afterEach(() => document.body.replaceChildren());

describe('createFormHosts', () => {
  it('puts a banner host before the form, and after it a banner host then the status host', () => {
    const { markup, hosts } = setup();
    expect(markup.form.previousElementSibling).toBe(hosts.bannerAbove);
    expect(markup.form.nextElementSibling).toBe(hosts.bannerBelow);
    expect(hosts.bannerBelow.nextElementSibling).toBe(hosts.status);
    expect(hosts.status.nextElementSibling?.textContent).toBe('Depois');
    expect(hosts.bannerAbove.className).toBe('form-banner-host');
    expect(hosts.bannerBelow.className).toBe('form-banner-host');
    expect(hosts.status.className).toBe('form-status');
  });

  it("puts a message host just before each field's title, or first in a field without one", () => {
    const { hosts } = setup();
    const title = (id: string) => field(id).querySelector('[data-field-title]');
    expect(title('field-nome')?.previousElementSibling).toBe(hosts.fieldErrors.get('field-nome'));
    expect(title('field-msg')?.previousElementSibling).toBe(hosts.fieldErrors.get('field-msg'));
    expect(field('field-sem-titulo').firstElementChild).toBe(hosts.fieldErrors.get('field-sem-titulo'));
    expect([...hosts.fieldErrors.keys()]).toEqual(['field-nome', 'field-msg', 'field-sem-titulo']);
    expect(hosts.fieldErrors.get('field-nome')?.tagName).toBe('SPAN');
  });

  it('puts a counter host just before each limited textarea', () => {
    const { hosts } = setup();
    const counter = hosts.counters.get('field-msg');
    expect(document.querySelector('textarea')?.previousElementSibling).toBe(counter);
    expect(counter?.className).toBe('form-char-counter-host');
    expect([...hosts.counters.keys()]).toEqual(['field-msg']);
  });

  it('adds only empty elements', () => {
    const { hosts } = setup();
    for (const host of [hosts.bannerAbove, hosts.bannerBelow, hosts.status, ...hosts.fieldErrors.values(), ...hosts.counters.values()]) {
      expect(host.childNodes).toHaveLength(0);
    }
  });

  it('remove() takes every host away, leaving the HTML as it was', () => {
    document.body.innerHTML = HTML;
    const served = document.body.innerHTML;
    const { hosts } = setup();
    expect(document.body.innerHTML).not.toBe(served);
    hosts.remove();
    expect(document.body.innerHTML).toBe(served);
  });
});
