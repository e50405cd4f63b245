import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { captureDraft, createDraftStore, type Draft, draftKey, restoreDraft } from './draft-store.ts';

const HTML = `<form>
  <input name="nome" value="">
  <input name="cidade" value="São Paulo">
  <textarea name="msg"></textarea>
  <select name="loja"><option value="">Escolha…</option><option value="sp">São Paulo</option><option value="rj">Rio de Janeiro</option></select>
  <select name="turno"><option value="manha">Manhã</option><option value="tarde" selected>Tarde</option><option value="noite">Noite</option></select>
  <input type="radio" name="contato" value="email" checked><input type="radio" name="contato" value="fone">
  <input type="checkbox" name="interesses" value="novidades"><input type="checkbox" name="interesses" value="eventos" checked>
  <input type="password" name="senha">
  <input type="hidden" name="origem" value="site">
  <input type="file" name="anexo">
  <input type="submit" name="enviar" value="Enviar">
  <input value="sem nome">
</form>`;

function form(): HTMLFormElement {
  document.body.innerHTML = HTML;
  return document.querySelector('form')!;
}
const control = <T extends Element = HTMLInputElement>(selector: string) => document.querySelector<T>(selector)!;

// happy-dom's HTMLOptionElement.defaultSelected is not the browsers' (which reflect the `selected` attribute).
const ownDefaultSelected = Object.getOwnPropertyDescriptor(HTMLOptionElement.prototype, 'defaultSelected');
beforeAll(() => {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });
});
afterAll(() => {
  if (ownDefaultSelected) Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', ownDefaultSelected);
  else delete (HTMLOptionElement.prototype as { defaultSelected?: boolean }).defaultSelected;
});
afterEach(() => document.body.replaceChildren());

describe('draftKey', () => {
  it('ends with the page path and the block id', () => {
    expect(draftKey('/contato', 'block-contato')).toBe('siteruntime:form-draft:/contato#block-contato');
  });
});

describe('captureDraft', () => {
  it('keeps named text, textarea and select values, and the ticked state of choices', () => {
    const element = form();
    control('[name="nome"]').value = 'Ana';
    control<HTMLTextAreaElement>('[name="msg"]').value = 'Olá';
    control<HTMLSelectElement>('[name="loja"]').value = 'rj';
    control('[value="fone"]').checked = true;
    expect(captureDraft(element)).toEqual([
      { n: 'nome', v: 'Ana' },
      { n: 'cidade', v: 'São Paulo' },
      { n: 'msg', v: 'Olá' },
      { n: 'loja', v: 'rj' },
      { n: 'turno', v: 'tarde' },
      { n: 'contato', v: 'email', c: false },
      { n: 'contato', v: 'fone', c: true },
      { n: 'interesses', v: 'novidades', c: false },
      { n: 'interesses', v: 'eventos', c: true },
    ]);
  });

  it('never keeps passwords, hidden or file inputs, buttons, or unnamed controls', () => {
    const element = form();
    control('[name="senha"]').value = 'segredo';
    const names = captureDraft(element).map((entry) => entry.n);
    expect(names).not.toContain('senha');
    expect(names).not.toContain('origem');
    expect(names).not.toContain('anexo');
    expect(names).not.toContain('enviar');
    expect(JSON.stringify(captureDraft(element))).not.toContain('segredo');
  });
});

describe('restoreDraft', () => {
  const draft: Draft = [
    { n: 'nome', v: 'Ana' },
    { n: 'cidade', v: 'Rio de Janeiro' },
    { n: 'msg', v: 'Olá' },
    { n: 'loja', v: 'rj' },
    { n: 'turno', v: 'noite' },
    { n: 'contato', v: 'email', c: false },
    { n: 'contato', v: 'fone', c: true },
    { n: 'interesses', v: 'novidades', c: true },
    { n: 'interesses', v: 'eventos', c: false },
    { n: 'senha', v: 'segredo' },
    { n: 'origem', v: 'outra' },
  ];

  it('puts the draft back into untouched controls', () => {
    restoreDraft(form(), draft);
    expect(control('[name="nome"]').value).toBe('Ana');
    expect(control('[name="cidade"]').value).toBe('Rio de Janeiro');
    expect(control<HTMLTextAreaElement>('[name="msg"]').value).toBe('Olá');
    expect(control<HTMLSelectElement>('[name="loja"]').value).toBe('rj');
    expect(control<HTMLSelectElement>('[name="turno"]').value).toBe('noite');
  });

  it('restores radios and checkboxes', () => {
    restoreDraft(form(), draft);
    expect(control('[value="email"]').checked).toBe(false);
    expect(control('[value="fone"]').checked).toBe(true);
    expect(control('[value="novidades"]').checked).toBe(true);
    expect(control('[value="eventos"]').checked).toBe(false);
  });

  it('never writes passwords or hidden inputs', () => {
    restoreDraft(form(), draft);
    expect(control('[name="senha"]').value).toBe('');
    expect(control('[name="origem"]').value).toBe('site');
  });

  it('leaves alone what the visitor already changed on this page load', () => {
    const element = form();
    control('[name="nome"]').value = 'Beatriz';
    control('[value="eventos"]').checked = false;
    restoreDraft(element, draft);
    expect(control('[name="nome"]').value).toBe('Beatriz');
    expect(control('[value="eventos"]').checked).toBe(false);
    // Untouched, so restored as the draft has them.
    expect(control('[name="cidade"]').value).toBe('Rio de Janeiro');
    expect(control('[value="novidades"]').checked).toBe(true);
  });

  it('keeps a box the visitor ticked although the draft has it unticked', () => {
    const element = form();
    control('[value="novidades"]').checked = true;
    restoreDraft(element, [{ n: 'interesses', v: 'novidades', c: false }]);
    expect(control('[value="novidades"]').checked).toBe(true);
  });

  it('keeps a select the visitor changed', () => {
    const element = form();
    control<HTMLSelectElement>('[name="loja"]').value = 'sp';
    control<HTMLSelectElement>('[name="turno"]').value = 'manha';
    restoreDraft(element, draft);
    expect(control<HTMLSelectElement>('[name="loja"]').value).toBe('sp');
    expect(control<HTMLSelectElement>('[name="turno"]').value).toBe('manha');
  });

  it('leaves controls the draft does not name as they are', () => {
    restoreDraft(form(), [{ n: 'outro', v: 'x' }]);
    expect(control('[name="cidade"]').value).toBe('São Paulo');
    expect(control('[value="email"]').checked).toBe(true);
  });

  it('round-trips: a capture restored into a fresh form gives the same entries', () => {
    const element = form();
    control('[name="nome"]').value = 'Ana';
    control('[value="fone"]').checked = true;
    control('[value="novidades"]').checked = true;
    const captured = captureDraft(element);
    restoreDraft(form(), captured);
    expect(captureDraft(document.querySelector('form')!)).toEqual(captured);
  });
});

describe('createDraftStore', () => {
  const KEY = draftKey('/contato', 'block-contato');
  afterEach(() => sessionStorage.clear());

  it('saves, loads and clears a draft', () => {
    const store = createDraftStore(sessionStorage, KEY);
    const draft: Draft = [
      { n: 'nome', v: 'Ana' },
      { n: 'aceite', v: 'sim', c: true },
    ];
    store.save(draft);
    expect(JSON.parse(sessionStorage.getItem(KEY) ?? 'null')).toEqual(draft);
    expect(store.load()).toEqual(draft);
    store.clear();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(store.load()).toBeUndefined();
  });

  it.each(['{nao json', '{"n":"x","v":"y"}', '[{"n":1,"v":"y"}]', '[{"n":"x"}]', 'null'])('ignores a malformed stored draft %s', (stored) => {
    sessionStorage.setItem(KEY, stored);
    expect(createDraftStore(sessionStorage, KEY).load()).toBeUndefined();
  });

  it('tolerates a storage that throws, keeping nothing', () => {
    const fail = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const throwing = { getItem: fail, setItem: fail, removeItem: fail } as unknown as Storage;
    const store = createDraftStore(throwing, KEY);
    expect(store.load()).toBeUndefined();
    expect(() => store.save([{ n: 'nome', v: 'Ana' }])).not.toThrow();
    expect(() => store.clear()).not.toThrow();
  });

  it('keeps nothing without storage', () => {
    const store = createDraftStore(undefined, KEY);
    store.save([{ n: 'nome', v: 'Ana' }]);
    expect(store.load()).toBeUndefined();
  });
});
