import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockConfigError, MarkupError } from '../../kit/block-kit/block-errors.ts';
import { coreContext } from '../../test/core-context.ts';
import { examples, mountBlock } from '../../test/mount-block.ts';
import { VISITOR_PAGE_CONTEXT as VISITOR } from '../../test/page-document.ts';
import { mount } from './index.ts';
import { queryInAddress, searchQuery } from './query.ts';

const [SEARCH] = examples('search');
const BLOCK = SEARCH!.markup;

/** The block of `html` mounted on a page with this context (a visitor's by default). */
async function setup(html = BLOCK, context: Record<string, unknown> = VISITOR) {
  const { block: element, served, context: core, teardown } = await mountBlock({ feature: 'search', markup: html, context });
  const form = element.querySelector('form')!;
  const input = element.querySelector('input')!;
  const submit = (): Event => {
    const event = new Event('submit', { cancelable: true });
    form.dispatchEvent(event);
    return event;
  };
  return { element, served, core, teardown, form, input, submit, hint: () => element.querySelector('[role="status"]') };
}

const pixels: unknown[] = [];
window.addEventListener('siteruntime:pixel', (event) => pixels.push(event.detail));
// The pixel event is also recorded as an analytics event (src/services/small-services/pixel.ts): answered here, its payload is the analytics' tests'.
beforeEach(() => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 })));
/** The census site searches sent: each RecordHit's form fields, data parsed. */
const censusHits = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => url === '/api/census/RecordHit')
    .map(([, init]) => {
      const form = Object.fromEntries(init?.body as URLSearchParams);
      return { ...form, data: JSON.parse(form['data'] ?? '') as Record<string, unknown> };
    });

afterEach(() => {
  pixels.length = 0;
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('search query rules', () => {
  it.each([
    ['  sapatos  ', 'sapatos'],
    ['\t\nbolo de cenoura ', 'bolo de cenoura'],
    ['', undefined],
    ['   ', undefined],
    ['\u00a0\n', undefined],
  ])('%j → %j', (value, query) => expect(searchQuery(value)).toBe(query));

  it('reads q from the address, decoded, and nothing when absent', () => {
    expect(queryInAddress('?q=bolo+de+cenoura&x=1')).toBe('bolo de cenoura');
    expect(queryInAddress('?q=%3Cb%3E')).toBe('<b>');
    expect(queryInAddress('?q=')).toBe('');
    expect(queryInAddress('?x=1')).toBeUndefined();
  });
});

describe('search block (33)', () => {
  it('sends the query trimmed and fires the search pixel event with it', async () => {
    const { input, submit, hint } = await setup();
    input.value = '  bolo de cenoura ';
    expect(submit().defaultPrevented).toBe(false);
    expect(input.value).toBe('bolo de cenoura');
    expect(pixels).toEqual([{ name: 'search', data: { query: 'bolo de cenoura' } }]);
    expect(hint()?.textContent).toBe('');
  });

  it('records the search sent as a census site search (event 2) with its query after the page-hit data', async () => {
    const { input, submit } = await setup();
    input.value = ' bolo de cenoura  ';
    submit();
    const [hit, ...more] = censusHits();
    expect(more).toEqual([]);
    expect(hit).toMatchObject({ event: '2', ss_cvr: '', data: { url: location.href, query: 'bolo de cenoura' } });
    expect(Object.keys(hit!.data).at(-1)).toBe('query');
  });

  it('records a site search from the search page (102) too, which counts no page view', async () => {
    window.history.replaceState(null, '', '/search?q=bolo');
    const { input, submit } = await setup(BLOCK, { ...VISITOR, pageType: 102 });
    input.value = 'torta';
    submit();
    expect(censusHits()).toMatchObject([{ event: '2', data: { query: 'torta' } }]);
  });

  it('keeps a blank search from being sent: focus on the field, a hint it is described by, no pixel event', async () => {
    const { input, submit, hint, element } = await setup();
    input.value = '   ';
    element.querySelector('button')!.focus();
    expect(submit().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(hint()?.textContent).toBe('Digite o que você procura.');
    expect(input.getAttribute('aria-describedby')).toBe(hint()?.id);
    expect(pixels).toEqual([]);
    expect(censusHits()).toEqual([]);
    // Typing takes the hint away.
    input.value = 'b';
    input.dispatchEvent(new Event('input'));
    expect(hint()?.textContent).toBe('');
  });

  it('fires no pixel event and records no site search without consent (restrictive policy, no choice)', async () => {
    const { input, submit } = await setup(BLOCK, { ...VISITOR, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } });
    input.value = 'bolo';
    expect(submit().defaultPrevented).toBe(false);
    expect(pixels).toEqual([]);
    expect(censusHits()).toEqual([]);
  });

  it('records no site search for a signed-in owner, whom census does not count (the pixel event still fires)', async () => {
    const { input, submit } = await setup(BLOCK, { ...VISITOR, authenticatedAccount: { id: 'owner-1' }, websiteRoles: [1] });
    input.value = 'bolo';
    submit();
    expect(censusHits()).toEqual([]);
    expect(pixels).toEqual([{ name: 'search', data: { query: 'bolo' } }]);
  });

  it('on the search page (102) shows the search made, as text', async () => {
    window.history.replaceState(null, '', '/search?q=%3Cimg+src%3Dx+onerror%3Dalert(1)%3E+bolo');
    const { input, element } = await setup(BLOCK, { ...VISITOR, pageType: 102 });
    expect(input.value).toBe('<img src=x onerror=alert(1)> bolo');
    expect(element.querySelector('img')).toBeNull();
  });

  it('leaves the field alone on other pages, whatever the address says', async () => {
    window.history.replaceState(null, '', '/blog?q=bolo');
    expect((await setup()).input.value).toBe('');
  });

  it('keeps an aria-describedby the HTML had, and gives the HTML back on destroy', async () => {
    const { input, teardown, served } = await setup(BLOCK.replace('type="search"', 'type="search" aria-describedby="ajuda"'));
    expect(input.getAttribute('aria-describedby')).toMatch(/^ajuda block-busca-hint-\d+$/);
    teardown();
    expect(document.body.innerHTML).toBe(served);
  });

  it('refuses a block without its form or field (markup), or with malformed data-block-json (config)', () => {
    const context = coreContext();
    document.body.innerHTML = '<div data-block-type="33" id="a"><form action="/search"><input name="q"></form></div>';
    expect(() => mount(document.getElementById('a')!, context)).toThrow(MarkupError);
    document.body.innerHTML = '<div data-block-type="33" id="a"><form role="search" action="/search"><input name="busca"></form></div>';
    expect(() => mount(document.getElementById('a')!, context)).toThrow(MarkupError);
    document.body.innerHTML = BLOCK.replace('id="block-busca"', `id="block-busca" data-block-json='{nope'`);
    expect(() => mount(document.getElementById('block-busca')!, context)).toThrow(BlockConfigError);
  });
});
