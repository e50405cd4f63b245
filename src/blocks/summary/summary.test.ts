import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { BlockConfigError, MarkupError } from '../../kit/block-kit/block-errors.ts';
import { coreContext } from '../../test/core-context.ts';
import { mountBlock } from '../../test/mount-block.ts';
import { SUMMARY_VARIANTS } from '../../shared/lists/enums.ts';
import { resolveSummaryDesign } from './design.ts';
import { mount } from './index.ts';
import { start as startRendering } from '../../ui/block-rendering/index.ts';
import { hasEndedEvent, readSummary } from './read-summary.ts';

const ENDED = '2020-07-31T23:00:00Z';
const TO_COME = '2099-01-10T22:00:00Z';
const item = (slug: string, end?: string) =>
  `<article${end ? ` data-summary-event-end="${end}"` : ''}><a href="/eventos/${slug}"><img src="/s/${slug}-500w.jpg" alt=""><h3>${slug}</h3></a><p>Resumo.</p></article>`;
const blockHtml = (json: string, items: string, type = 55) =>
  `<div class="sqs-block summary-v2-block" data-block-type="${type}" id="block-resumo" data-summary-design="grid" data-block-json='${json}'><div data-summary-items>${items}</div></div>`;
const CONFIG = '{"collectionId":"col-9","design":"grid"}';

let warn: MockInstance<typeof console.warn>;
let fetchMock: ReturnType<typeof vi.fn>;
/** Mounts the block in `html`, with the block-rendering feature started as the core starts it: stopped with the block. */
const mounted = (html: string) =>
  mountBlock(
    { feature: 'summary', markup: html },
    {
      prepare: (_, context) =>
        context.start.mockImplementation(async (name, input) => {
          expect(name).toBe('block-rendering');
          return (await startRendering(context, input)) ?? undefined;
        }),
    },
  );

/** Lets the rendering's request and its reply's handling run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('design (GMM §3.6 summary variants)', () => {
  it('knows wall, carousel, list and grid; absent or unknown means grid, unknown with a warning', () => {
    expect(SUMMARY_VARIANTS).toEqual(['wall', 'carousel', 'list', 'grid']);
    expect(resolveSummaryDesign(undefined)).toEqual({ design: 'grid' });
    for (const design of SUMMARY_VARIANTS) expect(resolveSummaryDesign(design)).toEqual({ design });
    expect(resolveSummaryDesign('masonry')).toEqual({ design: 'grid', warning: 'Unknown summary design "masonry", using "grid"' });
  });
});

describe('readSummary and hasEndedEvent', () => {
  it('reads the items of [data-summary-items]; MarkupError without it', () => {
    document.body.innerHTML = blockHtml(CONFIG, item('a') + item('b'));
    expect(readSummary(document.querySelector<HTMLElement>('#block-resumo')!).items).toHaveLength(2);
    document.body.innerHTML = '<div id="vazio"></div>';
    expect(() => readSummary(document.querySelector<HTMLElement>('#vazio')!)).toThrow(MarkupError);
  });

  it('is true only when an item’s event ended before now; no end or an unreadable one does not count', () => {
    const items = (...ends: (string | undefined)[]) =>
      ends.map((end) => {
        const element = document.createElement('article');
        if (end !== undefined) element.setAttribute('data-summary-event-end', end);
        return element;
      });
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(hasEndedEvent(items(undefined, TO_COME), now)).toBe(false);
    expect(hasEndedEvent(items('amanhã', ''), now)).toBe(false);
    expect(hasEndedEvent(items(TO_COME, '2026-11-27T11:59:59Z'), now)).toBe(true);
    expect(hasEndedEvent(items('2026-11-27T12:00:00Z'), now)).toBe(false);
  });
});

describe('summary block mount', () => {
  it('sets data-summary-design from the config (unknown: grid, with the block named in the warning); destroy gives the HTML back', async () => {
    const { block, served, teardown } = await mounted(blockHtml('{"collectionId":"col-9","design":"masonry"}', item('a')));
    expect(block.getAttribute('data-summary-design')).toBe('grid');
    expect(block.hasAttribute('data-summary-ready')).toBe(true);
    expect(warn.mock.calls).toEqual([['[site-runtime] summary block #block-resumo: Unknown summary design "masonry", using "grid"']]);
    teardown();
    expect(document.body.innerHTML).toBe(served);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('makes the carousel design a carousel (types 20 and 55)', async () => {
    for (const type of [20, 55]) {
      const { block, teardown } = await mounted(blockHtml('{"collectionId":"col-9","design":"carousel"}', item('a') + item('b'), type));
      expect(block.querySelector('[data-summary-items]')?.getAttribute('aria-roledescription')).toBe('carrossel');
      teardown();
    }
  });

  it('a missing collectionId is a BlockConfigError', () => {
    document.body.innerHTML = blockHtml('{"design":"grid"}', item('a'));
    expect(() => mount(document.querySelector<HTMLElement>('#block-resumo')!, coreContext())).toThrow(BlockConfigError);
  });

  it('asks the server to render an events summary again when one of its events ended (site-runtime.md §7), sanitized', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        html: `<div data-summary-items>${item('feira', TO_COME)}<article data-block-type="8" id="x" onclick="alert(1)" style="color:red"><script>alert(1)</script><h3>Jazz</h3></article></div>`,
      }),
    );
    const { block, served, teardown } = await mounted(blockHtml(CONFIG, item('festival', ENDED) + item('feira', TO_COME)));
    await flush();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new URL(url, location.href).pathname).toBe('/api/widget/GetWidgetRendering');
    const form = Object.fromEntries(init.body as URLSearchParams);
    expect(JSON.parse(form['widgetJSON'] ?? '')).toEqual({ type: 55, id: 'block-resumo', value: { collectionId: 'col-9', design: 'grid' } });
    expect(form['collectionId']).toBe('col-9');
    expect(block.querySelectorAll('article')).toHaveLength(2);
    expect(block.querySelector('a')?.getAttribute('href')).toBe('/eventos/feira');
    const second = block.querySelectorAll('article')[1]!;
    expect(second.getAttributeNames()).toEqual([]);
    expect(second.innerHTML).toBe('<h3>Jazz</h3>');
    teardown();
    expect(document.body.innerHTML).toBe(served);
  });

  it('shows a carousel rendering without items as it came, with a warning, and gives the page back on destroy', async () => {
    fetchMock.mockResolvedValue(Response.json({ html: '<p>Nenhum evento.</p>' }));
    const { block, served, teardown } = await mounted(blockHtml('{"collectionId":"col-9","design":"carousel"}', item('festival', ENDED)));
    await vi.waitFor(() => expect(block.innerHTML).toBe('<p>Nenhum evento.</p>'));
    expect(String(warn.mock.calls[0]?.[0])).toBe("[site-runtime] summary block #block-resumo: the server's rendering has no items");
    teardown();
    expect(document.body.innerHTML).toBe(served);
  });

  it('keeps the page’s items, with a warning, when the rendering fails', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    const { block } = await mounted(blockHtml(CONFIG, item('festival', ENDED)));
    const before = block.innerHTML;
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 5000 });
    expect(block.innerHTML).toBe(before);
    expect(String(warn.mock.calls[0]?.[0])).toBe('[site-runtime] summary block #block-resumo: its events could not be updated; the page’s stay');
  });

  it('does not ask when no event has ended, and a reply after destroy changes nothing', async () => {
    await mounted(blockHtml(CONFIG, item('feira', TO_COME)));
    expect(fetchMock).not.toHaveBeenCalled();
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { teardown, served } = await mounted(blockHtml(CONFIG, item('festival', ENDED)));
    teardown();
    answer(Response.json({ html: '<p>outro</p>' }));
    await flush();
    expect(document.body.innerHTML).toBe(served);
  });
});
