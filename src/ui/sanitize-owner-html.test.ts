import { describe, expect, it, vi } from 'vitest';
import { sanitizedMarkup, serialize } from '../test/sanitizer-differential.ts';
import { sanitizeOwnerHtmlToFragment } from './sanitize-owner-html.ts';

// Its comparison with DOMPurify on a corpus of attacks: sanitize-owner-html.oracle.test.ts.

describe('sanitizeOwnerHtmlToFragment, read as markup', () => {
  it('keeps the allowed markup as written', () => {
    const html =
      '<p>Usamos <strong>cookies</strong>, <em>sim</em>, <b>b</b> <i>i</i> <u>u</u> <span>s</span><br>fim.</p>' +
      '<ul><li>um</li><li>dois</li></ul><ol><li>três</li></ol>' +
      '<p><a href="https://exemplo.com/privacidade">Política</a></p>';
    expect(sanitizedMarkup(html)).toBe(html);
  });

  it('keeps plain text and the default text untouched', () => {
    expect(sanitizedMarkup('Este site usa cookies para melhorar sua experiência.')).toBe('Este site usa cookies para melhorar sua experiência.');
  });

  it.each([
    ['<p>Olá<script>alert(1)</script></p>', '<p>Olá</p>'],
    ['<script type="module">import("/x.js")</script><p>Olá</p>', '<p>Olá</p>'],
    ['<p>Olá<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></p>', '<p>Olá</p>'],
    ['<p>Olá<object data="x.swf"></object><embed src="x.swf"></p>', '<p>Olá</p>'],
    ['<style>body{display:none}</style><p>Olá</p>', '<p>Olá</p>'],
    ['<p>Olá<img src="x" onerror="alert(1)"></p>', '<p>Olá</p>'],
    ['<p>Olá<svg onload="alert(1)"><circle r="1"></circle></svg></p>', '<p>Olá</p>'],
    ['<form action="/x"><input name="a"><button>Enviar</button></form>', 'Enviar'],
    ['<p>Olá<template><script>alert(1)</script></template></p>', '<p>Olá</p>'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>', ''],
  ])('removes a dangerous element: %s', (html, expected) => {
    expect(sanitizedMarkup(html)).toBe(expected);
  });

  it.each([
    ['<p onclick="alert(1)">Olá</p>', '<p>Olá</p>'],
    ['<span onmouseover="alert(1)">Olá</span>', '<span>Olá</span>'],
    ['<p style="position:fixed;inset:0">Olá</p>', '<p>Olá</p>'],
    ['<p class="x" id="y" data-x="1" aria-hidden="true" title="t" lang="pt">Olá</p>', '<p>Olá</p>'],
    ['<a href="/x" onclick="alert(1)" style="color:red" class="c" download="f" ping="/p">x</a>', '<a href="/x">x</a>'],
  ])('removes attributes that are not allowed: %s', (html, expected) => {
    expect(sanitizedMarkup(html)).toBe(expected);
  });

  it('keeps the text of an element that is not allowed but harmless', () => {
    expect(sanitizedMarkup('<div><h2>Cookies</h2><p>Olá</p></div>')).toBe('Cookies<p>Olá</p>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java&#x0A;script:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'tel:+551130000000',
    'ftp://exemplo.com/a',
    'blob:https://exemplo.com/1',
  ])('drops a link address that is not http(s), mailto or relative: %s', (href) => {
    const out = sanitizedMarkup(`<a href="${href}">x</a>`);
    expect(out).toBe('<a>x</a>');
  });

  it.each([
    'https://exemplo.com/privacidade',
    'http://exemplo.com',
    'mailto:dpo@exemplo.com',
    '/privacidade',
    'privacidade.html',
    '../a/b',
    '?lang=pt',
    '#cookies',
    '//cdn.exemplo.com/p',
  ])('keeps an http(s), mailto or relative address: %s', (href) => {
    const out = document.createElement('div');
    out.append(sanitizeOwnerHtmlToFragment(`<a href="${href}">x</a>`));
    expect(out.querySelector('a')?.getAttribute('href')).toBe(href);
  });

  it('makes target safe: only _blank, always with rel="noopener noreferrer"', () => {
    const parse = (html: string) => {
      const out = document.createElement('div');
      out.append(sanitizeOwnerHtmlToFragment(html));
      const link = out.querySelector('a')!;
      return { target: link.getAttribute('target'), rel: link.getAttribute('rel') };
    };
    expect(parse('<a href="/p" target="_blank">x</a>')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(parse('<a href="/p" target="_blank" rel="opener">x</a>')).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
    expect(parse('<a href="/p" target="_top">x</a>')).toEqual({ target: null, rel: null });
    expect(parse('<a href="/p" target="quadro">x</a>')).toEqual({ target: null, rel: null });
    expect(parse('<a href="/p" rel="opener">x</a>')).toEqual({ target: null, rel: null });
    expect(parse('<a href="javascript:alert(1)" target="_blank">x</a>')).toEqual({ target: null, rel: null });
  });

  it.each([
    ['<p>Olá<textarea><b>x</b></textarea><title>t</title><object data="x">recurso</object></p>', '<p>Olá</p>'],
    ['<math><mi>x</mi></math><svg><text>y</text></svg><p>z</p>', '<p>z</p>'],
    ['<select><option>Um</option></select> <table><tr><td>célula</td></tr></table>', 'Um célula'],
    ['<custom-element><p>Olá</p></custom-element>', '<p>Olá</p>'],
  ])('drops the content of dangerous elements and keeps the text of harmless unknown ones: %s', (html, expected) => {
    expect(sanitizedMarkup(html)).toBe(expected);
  });

  it('keeps escaped markup as text: it is never parsed again', () => {
    const fragment = sanitizeOwnerHtmlToFragment('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(fragment.querySelector('img')).toBeNull();
    expect(fragment.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('keeps white space before the first tag', () => {
    expect(sanitizedMarkup('\n  <p>Olá</p>')).toBe('\n  <p>Olá</p>');
  });

  it.each([
    '<form><input name="childNodes"><input name="firstChild"><input name="localName"><input name="nodeType"><p>dentro</p>fim</form>',
    '<form><img name="attributes"><p>dentro</p></form>',
    '<form id="f"><p>dentro</p></form><input form="f" id="getAttribute">',
    '<form name="removeChild"><p>dentro</p></form>',
  ])('drops a form with its content when an element is named after a form property (DOM clobbering): %s', (html) => {
    expect(sanitizedMarkup(html)).toBe('');
  });

  it('keeps the text of a form whose controls have ordinary names', () => {
    expect(sanitizedMarkup('<form><input name="email" id="campo"><p>dentro</p></form>')).toBe('<p>dentro</p>');
  });

  it('walks 3,000 levels of nesting (a loop, not recursion)', () => {
    const depth = 3000;
    const out = sanitizeOwnerHtmlToFragment(`${'<span>'.repeat(depth)}fundo${'</span>'.repeat(depth)}`);
    // Counted with a walker: happy-dom's own textContent recurses.
    const walker = document.createTreeWalker(out, NodeFilter.SHOW_ALL);
    let spans = 0;
    while (walker.nextNode() instanceof HTMLSpanElement) spans++;
    expect(spans).toBe(depth);
    expect((walker.currentNode as Text).data).toBe('fundo');
  });
});

describe('sanitizeOwnerHtmlToFragment', () => {
  it('gives the nodes of the allowed markup only', () => {
    const html =
      '<p>Frete <strong>grátis</strong> <a href="/frete" target="_blank" onclick="alert(1)">acima de R$ 200</a>' +
      '<img src="x" onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">x</a></p><div>texto</div>';
    const fragment = sanitizeOwnerHtmlToFragment(html);
    expect(fragment).toBeInstanceOf(DocumentFragment);
    expect(serialize(fragment)).toBe(
      '<p>Frete <strong>grátis</strong> <a href="/frete" target="_blank" rel="noopener noreferrer">acima de R$ 200</a><a>x</a></p>texto',
    );
  });

  it('gives fresh nodes of this document, elements and text only: nothing of the parsed tree', () => {
    const fragment = sanitizeOwnerHtmlToFragment('<p>Olá <!-- nota --><a href="/p">link</a><b>negrito</b></p>');
    const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_ALL);
    const nodes: Node[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode);
    expect(nodes.map((node) => node.nodeName)).toEqual(['P', '#text', 'A', '#text', 'B', '#text']);
    for (const node of nodes) expect(node.ownerDocument).toBe(document);
  });

  it('drops a frameset that a browser parses as the body, with its content (html5sec #146)', () => {
    // Browsers make a text that opens with <frameset> a document whose body is that frameset (happy-dom does not).
    const frameset = document.createElement('frameset');
    frameset.append('\n\n', document.createElement('frame'));
    vi.spyOn(DOMParser.prototype, 'parseFromString').mockReturnValue({ body: frameset } as unknown as Document);
    expect(sanitizeOwnerHtmlToFragment('<frameset onpageshow="alert(1)">\n\n<frame src="javascript:alert(1)">').childNodes).toHaveLength(0);
  });

  it('gives an empty fragment for markup that sanitizes to nothing', () => {
    expect(sanitizeOwnerHtmlToFragment('<script>alert(1)</script>').childNodes).toHaveLength(0);
  });
});

describe("a link's address", () => {
  it.each([
    ['https://a.example', true],
    ['mailto:a@b.example', true],
    ['/x', true],
    ['x', true],
    ['javascript:void(0)', false],
    ['data:,x', false],
    ['tel:123', false],
  ])('%s: kept %s', (href, kept) => {
    expect(sanitizedMarkup(`<a href="${href}">x</a>`)).toBe(kept ? `<a href="${href}">x</a>` : '<a>x</a>');
  });
});
