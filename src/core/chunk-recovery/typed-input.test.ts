import { afterEach, describe, expect, it } from 'vitest';
import { hasTypedInput } from './typed-input.ts';

afterEach(() => document.body.replaceChildren());

describe('typed input', () => {
  it('is none on a page as rendered, with values, checks and choices of its own', () => {
    document.body.innerHTML = `<form><input name="a" value="pronto"><input type="hidden" name="k" value="1"><textarea>texto</textarea>
      <input type="checkbox" checked><input type="radio" name="r"><select><option>a</option><option selected>b</option></select>
      <select><option disabled>-</option><option>x</option></select><select multiple><option selected>m</option><option>n</option></select></form>`;
    expect(hasTypedInput()).toBe(false);
  });

  it.each([
    ['a text field', (root: Document) => ((root.querySelector('input[name="a"]') as HTMLInputElement).value = 'Ana')],
    ['a text area', (root: Document) => ((root.querySelector('textarea') as HTMLTextAreaElement).value = 'Olá')],
    ['a check box', (root: Document) => ((root.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = false)],
    ['a radio button', (root: Document) => ((root.querySelector('input[type="radio"]') as HTMLInputElement).checked = true)],
    ['a choice', (root: Document) => ((root.querySelector('select') as HTMLSelectElement).selectedIndex = 0)],
    ['a choice with none marked', (root: Document) => ((root.querySelector('select:not(:has([selected]))') as HTMLSelectElement).selectedIndex = 1)],
  ])('is there once the visitor changed %s', (_, change) => {
    document.body.innerHTML = `<form><input name="a"><textarea></textarea><input type="checkbox" checked><input type="radio" name="r">
      <select><option>a</option><option selected>b</option></select><select><option>x</option><option>y</option></select></form>`;
    expect(hasTypedInput()).toBe(false);
    change(document);
    expect(hasTypedInput()).toBe(true);
  });
});
