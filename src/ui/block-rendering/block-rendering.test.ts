import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { installSiteContext } from '../../test/platform-stub.ts';
import { start } from './index.ts';

// The site's own https address differs from the page's: a rendering still goes to the page's origin (docs §1).
beforeAll(() => installSiteContext({ baseUrl: 'https://www.loja-da-ana.example' }));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function calendar(): HTMLElement {
  document.body.innerHTML = '<div data-block-type="26" id="block-agenda"></div>';
  return document.querySelector<HTMLElement>('#block-agenda')!;
}

describe('block-rendering feature (site-runtime.md §7 GetWidgetRendering)', () => {
  it('posts widgetJSON (type, id, value) to the page’s origin, without collectionId when none is given, and hands over the sanitized html', async () => {
    const fetchMock = vi.fn(async () => Response.json({ html: '<table><caption onclick="x()">Julho</caption></table><script>alert(1)</script>' }));
    vi.stubGlobal('fetch', fetchMock);
    const rendered = vi.fn();
    await start(coreContext(), { block: calendar(), value: { month: '2025-07' }, onRendered: rendered, onFailed: vi.fn() });
    await vi.waitFor(() => expect(rendered).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    // Not secure mode: the page's origin, its own cookies (the crumb) only.
    expect(new URL(url).origin).toBe(location.origin);
    expect(init.credentials).toBe('same-origin');
    const form = Object.fromEntries(init.body as URLSearchParams);
    expect(form).toEqual({ widgetJSON: '{"type":26,"id":"block-agenda","value":{"month":"2025-07"}}' });
    const holder = document.createElement('div');
    holder.append(rendered.mock.calls[0]![0] as DocumentFragment);
    expect(holder.innerHTML).toBe('<table><caption>Julho</caption></table>');
  });

  it('reports a reply without a string html as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ html: 3 })),
    );
    const failed = vi.fn();
    await start(coreContext(), { block: calendar(), value: {}, onRendered: vi.fn(), onFailed: failed });
    await vi.waitFor(() => expect(failed).toHaveBeenCalledOnce());
  });

  it('drops a reply that comes after its starter stopped', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const context = coreContext();
    const rendered = vi.fn();
    await start(context, { block: calendar(), value: {}, onRendered: rendered, onFailed: rendered });
    context.controller.abort();
    answer(Response.json({ html: '<p>tarde</p>' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rendered).not.toHaveBeenCalled();
  });
});
