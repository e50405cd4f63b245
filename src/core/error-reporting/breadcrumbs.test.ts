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

  it('notes navigations without the address’s query, from the Navigation API where the browser has it', () => {
    const navigation = new EventTarget();
    vi.stubGlobal('navigation', navigation);
    recordBreadcrumbs(blocks, controller.signal);
    history.pushState(null, '', '/shop?email=a@b.test');
    navigation.dispatchEvent(new Event('currententrychange'));
    expect(last()).toEqual({ type: 'navigation', to: `${location.origin}/shop`, at: 5000 });
    // Its entry changes cover Back, Forward and fragments: popstate and hashchange would note them twice.
    const before = breadcrumbs();
    dispatchEvent(new PopStateEvent('popstate'));
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect(breadcrumbs()).toBe(before);
  });

  it('without the Navigation API, notes popstate and hashchange (pushState makes no crumb: no global is patched)', () => {
    vi.stubGlobal('navigation', undefined);
    const { pushState, replaceState } = history;
    const { fetch } = window;
    const { open } = XMLHttpRequest.prototype;
    recordBreadcrumbs(blocks, controller.signal);
    expect([history.pushState, history.replaceState, window.fetch, XMLHttpRequest.prototype.open]).toEqual([pushState, replaceState, fetch, open]);
    history.replaceState(null, '', '/about?x=1#team');
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

  it('stops noting when its signal aborts', () => {
    vi.stubGlobal('navigation', undefined);
    recordBreadcrumbs(blocks, controller.signal);
    controller.abort();
    const before = breadcrumbs();
    dispatchEvent(new PopStateEvent('popstate'));
    document.body.innerHTML = '<div id="block-7" data-block-type="8"><button>Comprar</button></div>';
    document.querySelector('button')?.click();
    expect(breadcrumbs()).toBe(before);
  });
});
