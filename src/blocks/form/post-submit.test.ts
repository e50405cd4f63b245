import { afterEach, describe, expect, it } from 'vitest';
import { runPostSubmit } from './post-submit.ts';

function setup(content: string): HTMLTemplateElement {
  document.body.innerHTML = `<script nonce="nonce-da-pagina"></script><div id="b"><template data-form-post-submit>${content}</template><p id="depois">Depois</p></div>`;
  return document.querySelector('template')!;
}

afterEach(() => document.body.replaceChildren());

describe('runPostSubmit', () => {
  it("inserts the template's content right after the template, leaving the template as it was", () => {
    const template = setup('<p class="a">Obrigado</p> texto <img alt="pixel" src="data:,">');
    runPostSubmit(template);
    expect(document.querySelector('#b')?.innerHTML).toBe(
      '<template data-form-post-submit=""><p class="a">Obrigado</p> texto <img alt="pixel" src="data:,"></template><p class="a">Obrigado</p> texto <img alt="pixel" src="data:,"><p id="depois">Depois</p>',
    );
  });

  it('copies each script with its own nonce, its attributes and its text', () => {
    const template = setup('<script nonce="nonce-do-dono" data-x="1" type="text/javascript">window.x = 1;</script>');
    runPostSubmit(template);
    const copy = template.nextElementSibling as HTMLScriptElement;
    expect(copy.tagName).toBe('SCRIPT');
    expect(copy.nonce).toBe('nonce-do-dono');
    expect(copy.getAttribute('nonce')).toBe('nonce-do-dono');
    expect(copy.getAttribute('data-x')).toBe('1');
    expect(copy.getAttribute('type')).toBe('text/javascript');
    expect(copy.textContent).toBe('window.x = 1;');
  });

  it("gives a script without a nonce no nonce, not the page's", () => {
    const template = setup('<script>window.y = 1;</script>');
    runPostSubmit(template);
    const copy = template.nextElementSibling as HTMLScriptElement;
    expect(copy.nonce).toBe('');
    expect(copy.hasAttribute('nonce')).toBe(false);
  });

  it('the undo removes what was inserted', () => {
    const template = setup('<p>Obrigado</p><script nonce="n">1</script>texto');
    const before = document.body.innerHTML;
    const undo = runPostSubmit(template);
    expect(document.body.innerHTML).not.toBe(before);
    undo();
    expect(document.body.innerHTML).toBe(before);
  });
});
