import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addBreadcrumb, breadcrumbs, recordBreadcrumbs } from './breadcrumbs.ts';

let controller: AbortController;
beforeEach(() => {
  controller = new AbortController();
  vi.useFakeTimers({ now: 5000 });
});
afterEach(() => {
  controller.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const last = () => breadcrumbs().at(-1);

describe('the breadcrumb ring', () => {
  it('keeps the last 30, oldest first, each with its time', () => {
    for (let n = 1; n <= 40; n += 1) addBreadcrumb({ type: 'chunk', chunk: `c${n}`, ok: true }, n);
    expect(breadcrumbs()).toHaveLength(30);
    expect(breadcrumbs()[0]).toEqual({ type: 'chunk', chunk: 'c11', ok: true, at: 11 });
    expect(last()).toEqual({ type: 'chunk', chunk: 'c40', ok: true, at: 40 });
  });

  it('cuts its texts at 100 characters', () => {
    addBreadcrumb({ type: 'click', block: 'b'.repeat(150), feature: 'gallery' });
    expect(last()).toEqual({ type: 'click', block: 'b'.repeat(100), feature: 'gallery', at: 5000 });
  });
});

describe('recordBreadcrumbs', () => {
  const blocks = [
    { name: 'gallery', selector: '[data-block-type="8"]' },
    { name: 'menu', selector: '.menu' },
  ];

  it('notes navigations without the address’s query', () => {
    recordBreadcrumbs(blocks, controller.signal);
    history.pushState(null, '', '/shop?email=a@b.test');
    expect(last()).toEqual({ type: 'navigation', to: `${location.origin}/shop`, at: 5000 });
    history.replaceState(null, '', '/about#team');
    expect(last()).toEqual({ type: 'navigation', to: `${location.origin}/about`, at: 5000 });
    dispatchEvent(new PopStateEvent('popstate'));
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect(breadcrumbs().slice(-2)).toEqual([
      { type: 'navigation', to: `${location.origin}/about`, at: 5000 },
      { type: 'navigation', to: `${location.origin}/about`, at: 5000 },
    ]);
  });

  it('notes a click on a block by its id and feature, never its text, and ignores clicks elsewhere', () => {
    recordBreadcrumbs(blocks, controller.signal);
    document.body.innerHTML = '<div id="block-7" data-block-type="8"><button>Comprar agora</button></div><p>Fora</p>';
    const before = breadcrumbs().length;
    document.querySelector('p')?.click();
    expect(breadcrumbs()).toHaveLength(before);
    document.querySelector('button')?.click();
    expect(last()).toEqual({ type: 'click', block: 'block-7', feature: 'gallery', at: 5000 });
    expect(JSON.stringify(last())).not.toContain('Comprar');
  });

  it('notes failed fetches (status ≥ 400 or a network error) without their query, not the others', async () => {
    const answers = [new Response('', { status: 200 }), new Response('', { status: 404 }), new TypeError('offline')];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    );
    recordBreadcrumbs(blocks, controller.signal);
    await fetch('/ok?token=1');
    await fetch(new Request(`${location.origin}/api/missing?token=2`));
    await expect(fetch('https://cdn.test/x.js?v=3')).rejects.toThrow('offline');
    expect(breadcrumbs().filter((crumb) => crumb.type === 'request' && crumb.url.endsWith('/ok'))).toEqual([]);
    expect(breadcrumbs().slice(-2)).toEqual([
      { type: 'request', url: `${location.origin}/api/missing`, status: 404, at: 5000 },
      { type: 'request', url: 'https://cdn.test/x.js', status: 0, at: 5000 },
    ]);
  });

  it('never fails the page’s own request for a crumb: an address URL() cannot read is left out', async () => {
    const answer = new Response('', { status: 500 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer),
    );
    recordBreadcrumbs(blocks, controller.signal);
    const before = breadcrumbs();
    await expect(fetch('http://[invalid')).resolves.toBe(answer);
    expect(breadcrumbs()).toBe(before);
  });

  it('notes a failed XHR', () => {
    recordBreadcrumbs(blocks, controller.signal);
    const xhr = new XMLHttpRequest();
    xhr.open('GET', '/api/list?page=2');
    Object.defineProperty(xhr, 'status', { value: 503 });
    xhr.dispatchEvent(new ProgressEvent('loadend'));
    expect(last()).toEqual({ type: 'request', url: `${location.origin}/api/list`, status: 503, at: 5000 });
  });

  it('puts history and fetch back when its signal aborts', () => {
    const { pushState } = history;
    const ownFetch = vi.fn();
    vi.stubGlobal('fetch', ownFetch);
    recordBreadcrumbs(blocks, controller.signal);
    expect(history.pushState).not.toBe(pushState);
    controller.abort();
    expect(history.pushState).toBe(pushState);
    expect(window.fetch).toBe(ownFetch);
    history.pushState(null, '', '/later');
    expect(last()).not.toMatchObject({ type: 'navigation', to: `${location.origin}/later` });
  });
});
