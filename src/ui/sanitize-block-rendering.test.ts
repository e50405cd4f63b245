import { describe, expect, it } from 'vitest';
import { BLOCK_RENDERINGS, sanitizedMarkup } from '../test/sanitizer-differential.ts';
import { sanitizeBlockRenderingToFragment } from './sanitize-block-rendering.ts';

// Its comparison with DOMPurify on a corpus of renderings and attacks: sanitize-block-rendering.oracle.test.ts.

const markup = (html: string): string => sanitizedMarkup(html, BLOCK_RENDERINGS);

/** The attributes of the first `selector` in the sanitized `html`, as name → value. */
function attributesOf(html: string, selector: string): Record<string, string> {
  const out = document.createElement('div');
  out.append(sanitizeBlockRenderingToFragment(html));
  const element = out.querySelector(selector);
  return Object.fromEntries([...(element?.attributes ?? [])].map(({ name, value }) => [name, value]));
}

describe('sanitizeBlockRenderingToFragment, read as markup', () => {
  it('keeps the structure of a summary and of a month as written', () => {
    const html =
      '<section class="summary"><header><h2>Eventos</h2></header><div class="lista" data-summary-items="">' +
      '<article><figure><img src="/s/a.jpg" alt="A"><figcaption>Legenda</figcaption></figure><h3>Show</h3><h4>a</h4><h5>b</h5><h6>c</h6>' +
      '<time datetime="2025-06-14T20:00">14 de junho</time><small>Grátis</small><p><a href="/eventos/show">Mais</a></p></article></div>' +
      '<footer><nav aria-label="Páginas"><a href="?page=2">Próxima</a></nav></footer></section>' +
      '<table><caption>Junho de 2025</caption><tbody><tr><th scope="col">dom</th></tr><tr><td colspan="2" rowspan="3">1</td></tr></tbody></table>';
    expect(markup(html)).toBe(html);
  });

  it("keeps the short texts' markup as written", () => {
    const html = '<p><strong>a</strong> <em>b</em> <b>c</b> <i>d</i> <u>e</u> <span>f</span><br>g</p><ul><li>h</li></ul><ol><li>i</li></ol>';
    expect(markup(html)).toBe(html);
  });

  it.each([
    ['src', '/s/show.jpg'],
    ['src', 'https://images.exemplo.com/show.jpg?format=500w'],
    ['src', '//cdn.exemplo.com/show.jpg'],
    ['srcset', '/s/show-500w.jpg 500w, /s/show-1000w.jpg 1000w'],
    ['srcset', 'https://cdn.exemplo.com/a.jpg 1x, https://cdn.exemplo.com/a@2x.jpg 2x'],
    ['srcset', '/s/show.jpg'],
    ['sizes', '(max-width: 640px) 100vw, 33vw'],
    ['alt', 'Show de junho'],
    ['width', '500'],
    ['height', '333'],
    ['loading', 'lazy'],
    ['loading', 'eager'],
    ['decoding', 'async'],
    ['class', 'summary-thumbnail-image'],
    ['aria-label', 'Foto do show'],
  ])('keeps an image attribute: %s="%s"', (name, value) => {
    expect(attributesOf(`<img ${name}="${value}">`, 'img')).toEqual({ [name]: value });
  });

  it.each([
    ['src', 'javascript:alert(1)'],
    ['src', ' java\tscript:alert(1)'],
    ['src', 'data:image/png;base64,iVBORw0KGgo='],
    ['src', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['src', 'mailto:a@exemplo.com'],
    ['src', '/a.jpg?x=<b>'],
    ['srcset', '/a.jpg 1x, javascript:alert(1) 2x'],
    ['srcset', 'data:image/png;base64,AAAA 1x'],
    ['srcset', '/a.jpg 1x, /b.jpg 2x, '],
    ['srcset', '/a.jpg 1x 2x'],
    ['width', '100%'],
    ['height', '50px'],
    ['loading', 'auto'],
    ['decoding', 'bogus'],
    ['onerror', 'alert(1)'],
    ['style', 'border:0'],
    ['id', 'foto'],
    ['name', 'foto'],
    ['title', 'título'],
    ['usemap', '#mapa'],
  ])('drops an image attribute: %s="%s"', (name, value) => {
    expect(attributesOf(`<img alt="a" ${name}="${value}">`, 'img')).toEqual({ alt: 'a' });
  });

  it('keeps the time of a time element, the cells of a table and the summary markers', () => {
    expect(attributesOf('<time datetime="2025-06-14T20:00-03:00">14 de junho</time>', 'time')).toEqual({ datetime: '2025-06-14T20:00-03:00' });
    expect(attributesOf('<table><tr><th scope="row" colspan="2" rowspan="1">a</th></tr></table>', 'th')).toEqual({ scope: 'row', colspan: '2', rowspan: '1' });
    expect(attributesOf('<table><tr><td colspan="x" rowspan="-1" scope="bogus" headers="h" abbr="a">a</td></tr></table>', 'td')).toEqual({});
    expect(attributesOf('<div class="lista" data-summary-items="grid">a</div>', 'div')).toEqual({ class: 'lista', 'data-summary-items': 'grid' });
    expect(attributesOf('<article data-summary-event-end="2025-06-14T23:00">a</article>', 'article')).toEqual({ 'data-summary-event-end': '2025-06-14T23:00' });
  });

  it("keeps a month link's month and a link's safe target", () => {
    expect(attributesOf('<a href="/eventos?month=07-2025" data-calendar-month="2025-07">Julho</a>', 'a')).toEqual({
      href: '/eventos?month=07-2025',
      'data-calendar-month': '2025-07',
    });
    expect(attributesOf('<a href="/p" data-calendar-month="julho">x</a>', 'a')).toEqual({ href: '/p' });
    expect(attributesOf('<a href="/p" target="_blank" rel="opener" class="c">x</a>', 'a')).toEqual({
      href: '/p',
      target: '_blank',
      rel: 'noopener noreferrer',
      class: 'c',
    });
    expect(attributesOf('<a href="javascript:alert(1)" target="_blank">x</a>', 'a')).toEqual({});
  });

  it.each([
    ['<img src="/a.jpg" alt="%></xmp><img src=x onerror=alert(1)//">', { src: '/a.jpg' }],
    ['<img src="/a.jpg" alt="a" sizes="--> 100vw" class="</STYLE>x">', { src: '/a.jpg', alt: 'a' }],
    ['<img src="/a.jpg" aria-label="]]>" alt="x</noscript>y">', { src: '/a.jpg' }],
  ])('drops a text attribute that could close a raw-text element or a comment if written out again (html5sec #134): %s', (html, expected) => {
    expect(attributesOf(html, 'img')).toEqual(expected);
  });

  it.each([
    ['<div id="block-x" style="color:red" onclick="alert(1)" title="t" lang="pt" role="button" tabindex="0">a</div>', '<div>a</div>'],
    ['<div data-block-type="26" data-block-json=\'{"collectionId":"x"}\'>a</div>', '<div>a</div>'],
    ['<a href="/i.jpg" data-lightbox="true" data-item-id="1" data-comment-link="">a</a>', '<a href="/i.jpg">a</a>'],
    ['<div data-video="" data-widget-script="" data-popup-overlay-root="" data-cart-root="">a</div>', '<div>a</div>'],
    ['<span class="x" aria-hidden="true" aria-describedby="y">a</span>', '<span class="x">a</span>'],
    ['<h1>Título</h1><p>a</p>', 'Título<p>a</p>'],
    ['<form action="/x"><input name="q"><button type="submit">Buscar</button><select><option>Um</option></select></form>', 'BuscarUm'],
    ['<p>a<textarea>b</textarea></p>', '<p>a</p>'],
    ['<picture><source srcset="/a.webp" type="image/webp"><img src="/a.jpg" alt=""></picture>', '<img src="/a.jpg" alt="">'],
    ['<table><thead><tr><th>cabeçalho</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>', '<table><tbody><tr><td>1</td></tr></tbody></table>'],
    ['<table><colgroup><col span="2"></colgroup><tfoot><tr><td>pé</td></tr></tfoot></table>', '<table><tr><td>pé</td></tr></table>'],
    ['<div>a<script>alert(1)</script><style>*{}</style><iframe></iframe><svg><text>b</text></svg></div>', '<div>a</div>'],
    ['<video src="/v.mp4">v</video><audio src="/a.mp3">a</audio><details><summary>s</summary>d</details>', 'sd'],
  ])('drops ids, styles, handlers, other data-* and aria-*, controls, h1, picture, and elements with their content: %s', (html, expected) => {
    expect(markup(html)).toBe(expected);
  });
});
