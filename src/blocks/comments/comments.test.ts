import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockConfigError } from '../../kit/block-kit/block-errors.ts';
import { mountBlock, type MountedBlock } from '../../test/mount-block.ts';
import { holdAddedScripts, pageDocument, VISITOR_PAGE_CONTEXT as VISITOR } from '../../test/page-document.ts';
import { countScriptUrl, countText, isShortname, readCounts } from './comment-counts.ts';
import { COMMENT_COUNT_TIMEOUT_MS } from './limits.ts';

const STAND_IN = '/disqus/{shortname}/count.js';

const BLOCK = (id: string, attributes = '') =>
  `<div class="sqs-block comments-block" data-block-type="16" id="${id}" ${attributes}>
  <a href="/blog/a#comentarios" data-comment-link data-item-id="item-a">Comentários</a>
</div>`;
const PAGE = `${BLOCK('block-comentarios', `data-comment-count-script="${STAND_IN}"`)}
<article><a href="/blog/b#comentarios" data-comment-link data-item-id="item-b"><span class="icon"></span>Comentários</a></article>
<footer><a href="/blog/a#comentarios" data-comment-link data-item-id="item-a">Comentários</a><a href="/blog/c" data-comment-link>sem item</a></footer>
${BLOCK('block-comentarios-2', `data-comment-count-script="${STAND_IN}"`)}`;

/** Each test has a document of its own; the test plays the count script, calling back and firing load or error itself. */
let doc: Document;
let scripts: () => HTMLScriptElement[];
let blocks: MountedBlock | undefined;
const teardown = () => blocks?.teardown();

async function setup(html: string, context: Record<string, unknown> = VISITOR) {
  doc = pageDocument();
  scripts = holdAddedScripts(doc);
  blocks = await mountBlock({ feature: 'comments', markup: html, context }, { doc });
}

const linkTexts = () => [...doc.querySelectorAll('a[data-comment-link]')].map((link) => link.textContent);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** What the count script does as it runs: call back with the counts, then its load event. */
function answer(counts: unknown): void {
  (window as unknown as Record<string, (counts: unknown) => void>).__siteRuntimeCommentCounts?.(counts);
  scripts()[0]?.dispatchEvent(new Event('load'));
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => (warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)));
afterEach(() => {
  teardown();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('comment count rules', () => {
  it.each([
    ['loja-da-ana', true],
    ['abc123', true],
    ['', false],
    ['Loja', false],
    ['evil.com/x', false],
    ['a b', false],
    ['a'.repeat(65), false],
  ])('shortname %j: %s', (value, valid) => expect(isShortname(value)).toBe(valid));

  it('builds the address from the template and shortname, with the callback and each item once', () => {
    expect(countScriptUrl('https://{shortname}.disqus.com/count.js', 'loja-da-ana', ['a', 'b', 'a'], 'https://site.example/blog')).toBe(
      'https://loja-da-ana.disqus.com/count.js?callback=__siteRuntimeCommentCounts&id=a&id=b',
    );
    expect(countScriptUrl(STAND_IN, 'loja', ['x y&z'], 'http://127.0.0.1:4173/p')).toBe(
      'http://127.0.0.1:4173/disqus/loja/count.js?callback=__siteRuntimeCommentCounts&id=x+y%26z',
    );
    expect(countScriptUrl('https://{shortname}.disqus.com/count.js', 'evil.com#', ['a'], 'https://s.example/')).toBeUndefined();
    expect(countScriptUrl('javascript:alert("{shortname}")', 'loja', ['a'], 'https://s.example/')).toBeUndefined();
    expect(countScriptUrl('http://[bad/{shortname}', 'loja', ['a'], 'https://s.example/')).toBeUndefined();
  });

  it('keeps only whole counts from 0 up', () => {
    expect([...readCounts({ a: 0, b: 3, c: -1, d: 1.5, e: '4', f: null, g: 1e20 })]).toEqual([
      ['a', 0],
      ['b', 3],
    ]);
    for (const payload of [null, [1, 2], 'a', 3]) expect(readCounts(payload).size).toBe(0);
  });

  it.each([
    [0, 'Nenhum comentário'],
    [1, '1 comentário'],
    [2, '2 comentários'],
    [1234, '1.234 comentários'],
    [1234567, '1.234.567 comentários'],
  ])('%d → %s', (count, text) => expect(countText(count)).toBe(text));
});

describe('comments block (16)', () => {
  it('loads the count script once for the page and writes each count into every link of its item, as text', async () => {
    await setup(PAGE);
    // Once, however many blocks and links; a link without data-item-id is not a comment link.
    expect(scripts().map((script) => script.src)).toEqual([
      new URL('/disqus/loja-da-ana/count.js?callback=__siteRuntimeCommentCounts&id=item-a&id=item-b', doc.baseURI).href,
    ]);
    answer({ 'item-a': 3, 'item-b': 0 });
    await settle();
    expect(linkTexts()).toEqual(['3 comentários', 'Nenhum comentário', '3 comentários', 'sem item', '3 comentários']);
    expect(doc.querySelector('article .icon')).toBeNull();
  });

  it('gives the links their own nodes back on destroy, and counts again when mounted again', async () => {
    await setup(PAGE);
    const original = doc.body.innerHTML;
    answer({ 'item-b': 5 });
    await settle();
    expect(linkTexts()).toEqual(['Comentários', '5 comentários', 'Comentários', 'sem item', 'Comentários']);
    teardown();
    expect(doc.body.innerHTML).toBe(original);
    expect(scripts()).toEqual([]);
    expect((window as unknown as Record<string, unknown>).__siteRuntimeCommentCounts).toBeUndefined();
    await mountBlock({ feature: 'comments', markup: original, context: VISITOR }, { doc });
    expect(scripts()).toHaveLength(1);
  });

  it('leaves the links as they are, with a warning, when the script fails, gives no counts or is late', async () => {
    await setup(PAGE);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await settle();
    expect(linkTexts()).toEqual(['Comentários', 'Comentários', 'Comentários', 'sem item', 'Comentários']);
    expect(warn).toHaveBeenCalledWith(
      '[site-runtime] comments block #block-comentarios: the count script did not load; the links keep their text',
      expect.any(Error),
    );
    teardown();

    await setup(PAGE);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await settle();
    expect(warn).toHaveBeenLastCalledWith('[site-runtime] comments block #block-comentarios: the count script gave no counts; the links keep their text');
    teardown();

    vi.useFakeTimers();
    await setup(PAGE);
    await vi.advanceTimersByTimeAsync(COMMENT_COUNT_TIMEOUT_MS - 1);
    expect(warn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenLastCalledWith(
      '[site-runtime] comments block #block-comentarios: the count script gave no answer within 10 s; the links keep their text',
      expect.any(Error),
    );
    // A late answer changes nothing.
    answer({ 'item-a': 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(linkTexts()[0]).toBe('Comentários');
  });

  it.each([
    ['comments off', { ...VISITOR, websiteSettings: { ...VISITOR.websiteSettings, commentsEnabled: false } }],
    ['no shortname', { ...VISITOR, websiteSettings: { ...VISITOR.websiteSettings, disqusShortname: '' } }],
  ])('loads nothing with %s', async (_case, context) => {
    await setup(PAGE, context);
    expect(scripts()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('never puts a shortname that is not one into an address (a warning instead)', async () => {
    await setup(PAGE, { ...VISITOR, websiteSettings: { ...VISITOR.websiteSettings, disqusShortname: 'evil.example/x?' } });
    expect(scripts()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      '[site-runtime] comments block #block-comentarios: disqusShortname "evil.example/x?" is not a shortname (a-z, 0-9, -); the links keep their text',
    );
  });

  it('never loads an address that is not http(s)', async () => {
    await setup(BLOCK('block-comentarios', `data-comment-count-script="javascript:alert('{shortname}')"`));
    expect(scripts()).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      `[site-runtime] comments block #block-comentarios: data-comment-count-script "javascript:alert('{shortname}')" is not an http(s) address; the links keep their text`,
    );
  });

  it('uses Disqus’s address without the attribute, and loads nothing on a page without comment links', async () => {
    await setup(BLOCK('block-comentarios'));
    expect(scripts()[0]?.src).toBe('https://loja-da-ana.disqus.com/count.js?callback=__siteRuntimeCommentCounts&id=item-a');
    teardown();
    await setup('<div data-block-type="16" id="vazio"></div>');
    expect(scripts()).toEqual([]);
  });

  it('refuses malformed data-block-json, leaving the links as they are', async () => {
    await expect(setup(BLOCK('block-comentarios', `data-block-json='{nope'`))).rejects.toThrow(BlockConfigError);
    expect(scripts()).toEqual([]);
  });
});
