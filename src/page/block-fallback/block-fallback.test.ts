import { afterEach, describe, expect, it, vi } from 'vitest';
import { showBlockFallback } from './block-fallback.ts';

afterEach(() => document.body.replaceChildren());

function formBlock(): HTMLElement {
  document.body.innerHTML = '<div class="sqs-block" data-block-type="9"><form method="post"><input name="email" value=""><button>Enviar</button></form></div>';
  return document.querySelector('.sqs-block')!;
}

describe("a block's fallback", () => {
  it('says in one line that the form could not be loaded, with a retry button, keeping what was typed', () => {
    const block = formBlock();
    block.querySelector('input')!.value = 'ana@example.com';
    const retry = vi.fn();
    const remove = showBlockFallback(block, 'form', retry)!;
    expect(block.firstElementChild?.textContent).toBe('Não foi possível carregar este formulário. Tentar de novo');
    const button = block.querySelector<HTMLButtonElement>('.site-runtime-fallback button')!;
    expect(button.type).toBe('button');
    button.click();
    expect(retry).toHaveBeenCalledOnce();
    expect(block.querySelector('input')!.value).toBe('ana@example.com');
    remove();
    expect(block.querySelector('.site-runtime-fallback')).toBeNull();
  });

  it('holds the form native submission, which could not reach the platform, until it is removed', () => {
    const block = formBlock();
    const remove = showBlockFallback(block, 'newsletter', () => undefined)!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    block.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    remove();
    const later = new Event('submit', { bubbles: true, cancelable: true });
    block.querySelector('form')!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('is none for a block whose HTML is usable alone', () => {
    const block = formBlock();
    expect(showBlockFallback(block, 'accordion', () => undefined)).toBeUndefined();
    expect(block.querySelector('.site-runtime-fallback')).toBeNull();
  });
});
