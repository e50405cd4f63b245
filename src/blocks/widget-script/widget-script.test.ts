import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockConfigError, MarkupError } from '../../kit/block-kit/block-errors.ts';
import type { Page } from '../../platform/page-context/read-page-context.ts';
import { coreContext } from '../../test/core-context.ts';
import { FULL_PAGE_CONTEXT } from '../../test/full-page-context.ts';
import { pageDocument, pageOf } from '../../test/page-document.ts';
import { stubResizeObserver } from '../../test/resize-observer-stub.ts';
import { mount } from './index.ts';
import { WIDGET_SCRIPT_PATIENCE_MS } from './limits.ts';

/**
 * Each test has a document of its own (a page keeps its shared scripts per document), and a page, a
 * visitor's unless the test says otherwise, which every block's context carries. happy-dom would fire a
 * script's error (or load) as it is connected: the scripts the block adds to <head> go to a detached
 * holder instead, and the test plays the provider, firing their load or error itself.
 */
let doc: Document;
let page: Page;
let holder: HTMLElement;
function newDocument(context: object = {}): Document {
  doc = pageDocument();
  page = pageOf(context);
  holder = doc.createElement('div');
  return doc;
}

const block = (id: string, script: string, type = 66) => `<div class="sqs-block" data-block-type="${type}" id="${id}">
  <div data-widget-script="${script}" data-widget-provider="reservas" data-rid="123">
    <p data-widget-fallback><a href="https://reservas.example/r/123">Reservar uma mesa</a></p>
  </div>
</div>`;
const RESERVA = block('block-reserva', 'https://widgets.reservas.example/widget.js?rid=123&amp;lang=pt-BR');

const mounted: AbortController[] = [];
const destroys: (() => void)[] = [];
/** The mounts of the last setup: they end once each script has run or failed, or the patience has passed. */
let mounting: Promise<unknown> = Promise.resolve();

/** Starts a mount on every block of `html`, as the core does: a mount stopped before it ends is undone when it ends. */
function setup(html: string) {
  doc.body.innerHTML = html;
  if (!vi.isMockFunction(doc.head.append)) vi.spyOn(doc.head, 'append').mockImplementation((...nodes) => holder.append(...nodes));
  const contexts = [];
  const started = [];
  for (const element of doc.querySelectorAll<HTMLElement>('[data-block-type]')) {
    const context = coreContext({ page });
    mounted.push(context.controller);
    started.push(
      Promise.resolve(mount(element, context)).then((destroy) => {
        if (context.signal.aborted) destroy?.();
        else if (destroy) destroys.push(destroy);
      }),
    );
    contexts.push(context);
  }
  mounting = Promise.all(started);
  return contexts;
}

function teardown(): void {
  for (const controller of mounted.splice(0)) controller.abort();
  for (const destroy of destroys.splice(0)) destroy();
}

const scripts = () => [...holder.querySelectorAll<HTMLScriptElement>('script[src]')];
const host = (id = 'block-reserva') => doc.querySelector<HTMLElement>(`#${id} [data-widget-script]`)!;
const fallback = (id = 'block-reserva') => doc.querySelector<HTMLElement>(`#${id} [data-widget-fallback]`)!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => newDocument());
afterEach(async () => {
  teardown();
  // Every mount ends (its script fails now, if it had not answered), so no script stays shared with the next test.
  for (const script of scripts()) script.dispatchEvent(new Event('error'));
  await mounting;
  vi.useRealTimers();
});

describe('widget blocks (50, 66, 68, 65, 63)', () => {
  it('adds the provider script from the host, with the page nonce, and is busy until it has run', async () => {
    const nonce = doc.createElement('script');
    nonce.setAttribute('nonce', 'n0nce');
    doc.head.append(nonce);
    setup(RESERVA);
    let ended = false;
    void mounting.then(() => (ended = true));
    const [script] = scripts();
    expect(script?.src).toBe('https://widgets.reservas.example/widget.js?rid=123&lang=pt-BR');
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe('n0nce');
    expect(host().getAttribute('aria-busy')).toBe('true');
    expect(host().getAttribute('data-widget-state')).toBe('loading');
    expect(fallback().hidden).toBe(false);
    await settle();
    // The mount (and so the page's settled()) waits for the provider.
    expect(ended).toBe(false);

    script?.dispatchEvent(new Event('load'));
    await mounting;
    expect(host().hasAttribute('aria-busy')).toBe(false);
    expect(host().getAttribute('data-widget-state')).toBe('loaded');
    // A script that renders nothing leaves the link; the provider's first element replaces it.
    expect(fallback().hidden).toBe(false);
    host().append(' ');
    await settle();
    expect(fallback().hidden).toBe(false);
    host().append(doc.createElement('iframe'));
    await settle();
    expect(fallback().hidden).toBe(true);
  });

  it('loads each address once, however many blocks name it', async () => {
    await setup(
      [
        block('a', 'https://widgets.reservas.example/widget.js?rid=1'),
        block('b', 'https://widgets.reservas.example/widget.js?rid=1', 68),
        block('c', 'https://agenda.example/widget.js', 65),
      ].join('\n'),
    );
    expect(scripts().map((script) => script.src)).toEqual(['https://widgets.reservas.example/widget.js?rid=1', 'https://agenda.example/widget.js']);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await settle();
    expect(['a', 'b', 'c'].map((id) => host(id).getAttribute('data-widget-state'))).toEqual(['loaded', 'loaded', 'loading']);
  });

  it('keeps the fallback and warns when the script fails, without reporting it as the runtime’s error', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [context] = await setup(RESERVA);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await settle();
    expect(host().getAttribute('data-widget-state')).toBe('failed');
    expect(host().hasAttribute('aria-busy')).toBe(false);
    expect(fallback().hidden).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      '[site-runtime] widget block #block-reserva (reservas): the script failed to load; the block keeps its HTML',
      expect.any(Error),
    );
    expect(context?.report).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/javascript,alert(1)', 'http://[bad'])('never loads a non-http(s) address (%s)', async (address) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setup(block('block-reserva', address));
    expect(scripts()).toEqual([]);
    expect(host().hasAttribute('data-widget-state')).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      `[site-runtime] widget block #block-reserva (reservas): data-widget-script "${address}" is not an http(s) address; the block keeps its HTML`,
    );
  });

  it('stops saying busy after 30 s without an answer, and still turns loaded when the script comes', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await setup(RESERVA);
    await vi.advanceTimersByTimeAsync(WIDGET_SCRIPT_PATIENCE_MS - 1);
    expect(host().getAttribute('data-widget-state')).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(host().getAttribute('data-widget-state')).toBe('failed');
    expect(host().hasAttribute('aria-busy')).toBe(false);
    expect(warn).toHaveBeenCalledWith('[site-runtime] widget block #block-reserva (reservas): the script gave no answer within 30 s; the block keeps its HTML');
    scripts()[0]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(host().getAttribute('data-widget-state')).toBe('loaded');
  });

  it('gives the HTML back on destroy and loads the script again when mounted again', async () => {
    const serialised = doc.createElement('div');
    serialised.innerHTML = RESERVA;
    setup(RESERVA);
    const first = scripts()[0];
    first?.dispatchEvent(new Event('load'));
    await mounting;
    const rendered = doc.createElement('div');
    rendered.className = 'provider-widget';
    host().append(rendered);

    // Destroyed before its signal aborts (the order a caller may choose): the HTML comes back all the same.
    destroys.splice(0).forEach((destroy) => destroy());
    teardown();
    await settle();
    expect(doc.body.innerHTML).toBe(serialised.innerHTML);
    expect(scripts()).toEqual([]);

    await setup(RESERVA);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).not.toBe(first);
    expect(host().getAttribute('data-widget-state')).toBe('loading');
  });

  it('torn down while its script loads: undone once the script has run, so what the provider rendered goes too', async () => {
    const serialised = doc.createElement('div');
    serialised.innerHTML = RESERVA;
    setup(RESERVA);
    teardown();
    // The provider's script runs anyway (it was requested) and renders into the host; its load ends the mount.
    host().append(doc.createElement('iframe'));
    scripts()[0]?.dispatchEvent(new Event('load'));
    await mounting;
    expect(doc.body.innerHTML).toBe(serialised.innerHTML);
    expect(scripts()).toEqual([]);
  });

  it('keeps a shared script while another block still uses it', async () => {
    setup([block('a', 'https://w.example/w.js'), block('b', 'https://w.example/w.js')].join('\n'));
    scripts()[0]?.dispatchEvent(new Event('load'));
    await mounting;
    const [, second] = destroys;
    second?.();
    expect(scripts()).toHaveLength(1);
    destroys[0]?.();
    expect(scripts()).toHaveLength(0);
    destroys.splice(0);
  });

  it('is wide above 850 px and not at 850 px', async () => {
    const observer = stubResizeObserver();
    await setup(RESERVA);
    let width = 851;
    vi.spyOn(host(), 'getBoundingClientRect').mockImplementation(() => ({ width }) as DOMRect);
    observer.deliver();
    expect(host().getAttribute('data-layout')).toBe('wide');
    width = 850;
    observer.deliver();
    expect(host().hasAttribute('data-layout')).toBe(false);
  });

  it('refuses a block without a host (markup) or with malformed data-block-json (config), leaving it as it was', async () => {
    const context = coreContext({ page });
    doc.body.innerHTML = '<div data-block-type="50" id="vazio"><p>Reservas</p></div>';
    expect(() => mount(doc.getElementById('vazio')!, context)).toThrow(MarkupError);
    doc.body.innerHTML = RESERVA.replace('id="block-reserva"', `id="block-reserva" data-block-json='{nope'`);
    expect(() => mount(doc.getElementById('block-reserva')!, context)).toThrow(BlockConfigError);
    expect(scripts()).toEqual([]);
  });
});

describe('for a logged-in owner (SR §6)', () => {
  it('loads no script; the fallback link opens the Preview Only alert instead of leaving', async () => {
    newDocument(FULL_PAGE_CONTEXT);
    const [context] = await setup(RESERVA);
    expect(scripts()).toEqual([]);
    const widgetHost = doc.querySelector<HTMLElement>('[data-widget-script]')!;
    expect(widgetHost.getAttribute('data-widget-state')).toBe('preview');
    expect(widgetHost.hasAttribute('aria-busy')).toBe(false);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(context?.start).toHaveBeenCalledWith('dialog', { kind: 'alert', title: 'Preview Only', message: 'Saia da sua conta para usar este widget.' });

    // A click beside the link is not an activation.
    doc.querySelector('p')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(context?.start).toHaveBeenCalledTimes(1);
  });
});
