import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { mountBlock, type Mounting } from '../../test/mount-block.ts';
import { holdAddedScripts, pageDocument } from '../../test/page-document.ts';
import { SOCIAL_FOLLOW_SCRIPT_TIMEOUT_MS } from '../../ui/block-kit/limits.ts';
import { mount } from './index.ts';

const block = (id: string, script: string, type = 54) => `<div class="sqs-block social-links-block" data-block-type="${type}" id="${id}">
  <div data-social-follow="${script}" data-social-provider="redes">
    <ul><li><a href="https://instagram.example/lojadaana">Instagram</a></li></ul>
  </div>
</div>`;
const REDES = block('block-redes', 'https://social.example/follow.js?conta=lojadaana');

/** Each test has a document of its own; the test plays the provider, firing its script's load or error. */
let doc: Document;
let scripts: () => HTMLScriptElement[];

/** Mounts the blocks of `html` in a document of its own; it settles once their scripts have run or failed (the mount waits for them). */
function setup(html: string, page = pageDocument()): Mounting {
  doc = page;
  scripts = holdAddedScripts(doc);
  return mountBlock({ feature: 'social-links', markup: html }, { doc });
}

const host = (id = 'block-redes') => doc.querySelector<HTMLElement>(`#${id} [data-social-follow]`)!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => (warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the follow widget of social links blocks (19, 48, 54)', () => {
  it('loads the follow widget script from the host, async with the page nonce, busy until it has run', async () => {
    const page = pageDocument();
    const nonce = page.createElement('script');
    nonce.setAttribute('nonce', 'n0nce');
    page.head.append(nonce);
    let mounted = false;
    const mounting = setup(REDES, page);
    void mounting.then(() => (mounted = true));
    await mounting.started;
    const [script] = scripts();
    expect(script?.src).toBe('https://social.example/follow.js?conta=lojadaana');
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe('n0nce');
    expect(host().getAttribute('aria-busy')).toBe('true');
    expect(host().getAttribute('data-social-follow-state')).toBe('loading');
    await settle();
    // The mount (and so the page's settled()) waits for the provider's buttons.
    expect(mounted).toBe(false);
    script?.dispatchEvent(new Event('load'));
    await mounting;
    expect(host().getAttribute('data-social-follow-state')).toBe('loaded');
    expect(host().hasAttribute('aria-busy')).toBe(false);
  });

  it('loads each address once, however many blocks name it', async () => {
    const mounted = setup(
      [block('a', 'https://s.example/f.js'), block('b', 'https://s.example/f.js', 19), block('c', 'https://t.example/f.js', 48)].join('\n'),
    );
    await mounted.started;
    expect(scripts().map((script) => script.src)).toEqual(['https://s.example/f.js', 'https://t.example/f.js']);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await settle();
    expect(['a', 'b', 'c'].map((id) => host(id).getAttribute('data-social-follow-state'))).toEqual(['loaded', 'loaded', 'loading']);
    scripts()[1]?.dispatchEvent(new Event('load'));
    await mounted;
  });

  it('a failed script leaves the links, a warning logged, nothing reported', async () => {
    const mounted = setup(REDES);
    await mounted.started;
    scripts()[0]?.dispatchEvent(new Event('error'));
    const { context } = await mounted;
    expect(host().getAttribute('data-social-follow-state')).toBe('failed');
    expect(host().hasAttribute('aria-busy')).toBe(false);
    expect(host().querySelector('a')?.getAttribute('href')).toBe('https://instagram.example/lojadaana');
    expect(warn).toHaveBeenCalledWith(
      '[site-runtime] social links block #block-redes (redes): the follow widget script failed to load; the links stay as they are',
      expect.any(Error),
    );
    expect(context.report).not.toHaveBeenCalled();
  });

  it('gives up after 10 s without an answer (fake timers), and a later load changes nothing', async () => {
    vi.useFakeTimers();
    const mounted = setup(REDES);
    await mounted.started;
    await vi.advanceTimersByTimeAsync(SOCIAL_FOLLOW_SCRIPT_TIMEOUT_MS - 1);
    expect(host().getAttribute('data-social-follow-state')).toBe('loading');
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await mounted;
    expect(host().getAttribute('data-social-follow-state')).toBe('failed');
    expect(host().hasAttribute('aria-busy')).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      '[site-runtime] social links block #block-redes (redes): the follow widget script gave no answer within 10 s; the links stay as they are',
      expect.any(Error),
    );
    scripts()[0]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(host().getAttribute('data-social-follow-state')).toBe('failed');
  });

  it.each(['javascript:alert(1)', 'data:text/javascript,alert(1)', 'http://[bad'])('never loads a non-http(s) address (%s)', async (address) => {
    await setup(block('block-redes', address));
    expect(scripts()).toEqual([]);
    expect(host().hasAttribute('data-social-follow-state')).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      `[site-runtime] social links block #block-redes (redes): data-social-follow "${address}" is not an http(s) address; the links stay as they are`,
    );
  });

  it('gives the HTML back on destroy (what the provider rendered goes), and loads the script again when mounted again', async () => {
    const serialised = document.createElement('div');
    serialised.innerHTML = REDES;
    const mounted = setup(REDES);
    await mounted.started;
    const first = scripts()[0];
    first?.dispatchEvent(new Event('load'));
    const { teardown } = await mounted;
    host().append(doc.createElement('div'));
    teardown();
    expect(doc.body.innerHTML).toBe(serialised.innerHTML);
    expect(scripts()).toEqual([]);
    const again = mountBlock({ feature: 'social-links', markup: doc.body.innerHTML }, { doc });
    await again.started;
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).not.toBe(first);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await again;
  });

  it('torn down while its script loads: undone once the script has run, so what the provider rendered goes too', async () => {
    const serialised = document.createElement('div');
    serialised.innerHTML = REDES;
    const mounted = setup(REDES);
    const { teardown } = await mounted.started;
    let ended = false;
    void mounted.then(() => (ended = true));
    teardown();
    await settle();
    // The core undoes a mount stopped early once it ends: not before the script has run.
    expect(ended).toBe(false);
    // The provider's script runs anyway (it was requested) and renders into the host; its load ends the mount.
    host().append(doc.createElement('div'));
    scripts()[0]?.dispatchEvent(new Event('load'));
    await mounted;
    expect(doc.body.innerHTML).toBe(serialised.innerHTML);
    expect(scripts()).toEqual([]);
  });

  it('keeps a shared script while another block still uses it', async () => {
    const [a, b] = [coreContext(), coreContext()];
    doc = pageDocument();
    scripts = holdAddedScripts(doc);
    doc.body.innerHTML = [block('a', 'https://s.example/f.js'), block('b', 'https://s.example/f.js')].join('\n');
    const mountedA = mount(host('a'), a);
    const mountedB = mount(host('b'), b);
    scripts()[0]?.dispatchEvent(new Event('load'));
    const [destroyA, destroyB] = (await Promise.all([mountedA, mountedB])) as (() => void)[];
    destroyB!();
    expect(scripts()).toHaveLength(1);
    destroyA!();
    expect(scripts()).toHaveLength(0);
  });
});
