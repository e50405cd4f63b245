import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormConfigSchema } from './config-schema.ts';
import { type FormMarkup, readFormMarkup } from './form-markup.ts';
import { showSuccessInPlace, successRedirectUrl } from './show-success.ts';

const BASE = 'https://loja.example.com/contato/';

describe('successRedirectUrl', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('has no redirect for an empty setting', () => {
    expect(successRedirectUrl('', BASE)).toBeUndefined();
    expect(successRedirectUrl('   ', BASE)).toBeUndefined();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('accepts http(s) addresses, a relative one resolved against the page', () => {
    expect(successRedirectUrl('https://outro.example.com/obrigado?x=1', BASE)).toBe('https://outro.example.com/obrigado?x=1');
    expect(successRedirectUrl('http://outro.example.com/', BASE)).toBe('http://outro.example.com/');
    expect(successRedirectUrl('/obrigado', BASE)).toBe('https://loja.example.com/obrigado');
    expect(successRedirectUrl(' obrigado ', BASE)).toBe('https://loja.example.com/contato/obrigado');
    expect(console.warn).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'mailto:ana@exemplo.com'])('rejects %s with a warning', (address) => {
    expect(successRedirectUrl(address, BASE)).toBeUndefined();
    expect(console.warn).toHaveBeenCalledExactlyOnceWith(
      `[site-runtime] form: the success redirect "${address}" is not an http(s) address; showing the submission text instead`,
    );
  });
});

describe('showSuccessInPlace', () => {
  const HTML = `<div id="b">
    <form><input name="x"><button>Enviar</button></form>
    <div data-form-submission-text hidden><p>Obrigado!</p></div>
    <template data-form-post-submit><p class="pos">Pós-envio</p></template>
  </div>`;

  function setup(html = HTML): FormMarkup {
    document.body.innerHTML = html;
    const block = document.querySelector<HTMLElement>('#b')!;
    vi.spyOn(block, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 500, width: 300, height: 200 }));
    return readFormMarkup(block, FormConfigSchema.parse({ formId: 'f', fields: [] }));
  }

  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('hides the form, shows the submission text and moves focus to it', () => {
    const markup = setup();
    showSuccessInPlace(markup);
    expect(markup.form.hidden).toBe(true);
    expect(markup.submissionText?.hidden).toBe(false);
    expect(markup.submissionText?.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(markup.submissionText);
  });

  it('scrolls the block to 30 px below the top of the window', () => {
    showSuccessInPlace(setup());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 470);
  });

  it('runs the post-submit HTML after its template', () => {
    const markup = setup();
    showSuccessInPlace(markup);
    expect(markup.postSubmit?.nextElementSibling?.className).toBe('pos');
  });

  it('the undo puts the form back as it was served', () => {
    const markup = setup();
    const served = document.body.innerHTML;
    const undo = showSuccessInPlace(markup);
    undo();
    expect(document.body.innerHTML).toBe(served);
    expect(markup.form.hidden).toBe(false);
  });

  it("keeps the success text's own tabindex", () => {
    const markup = setup(HTML.replace('data-form-submission-text hidden', 'data-form-submission-text hidden tabindex="0"'));
    const undo = showSuccessInPlace(markup);
    expect(markup.submissionText?.getAttribute('tabindex')).toBe('0');
    undo();
    expect(markup.submissionText?.getAttribute('tabindex')).toBe('0');
  });

  it('works without a success text or a post-submit template', () => {
    const markup = setup('<div id="b"><form><button>Enviar</button></form></div>');
    const undo = showSuccessInPlace(markup);
    expect(markup.form.hidden).toBe(true);
    undo();
    expect(markup.form.hidden).toBe(false);
  });
});
