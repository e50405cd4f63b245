import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockChunk, CoreContext, FeatureChunk } from './contract.ts';
import { consentStub } from '../test/consent-stub.ts';
import { readPage } from '../platform/page-context/read-page-context.ts';
import { ChunkLoadError } from './chunk-load-error.ts';
import type { IsolateDeps, SharedContext } from './isolate.ts';
import { createMounter, type MountedFeature } from './mounter.ts';

type MountFn = BlockChunk['mount'];
type StartFn = FeatureChunk['start'];

const FEATURES: MountedFeature[] = [
  { name: 'alpha', selector: '[data-block-type="1"]' },
  { name: 'beta', selector: '[data-block-type="2"]' },
];

/** The page and consent every chunk's context shares. */
const SHARED: SharedContext = { page: readPage(document), consent: consentStub() };

/** Chunks by name: a block's mount, a lazy feature's start, a chunk of another shape, or a load failure. */
function setup(modules: Record<string, MountFn | { start: StartFn } | Record<string, unknown> | Error>) {
  const report = vi.fn();
  const deps: IsolateDeps = {
    loadChunk: vi.fn(async (name: string) => {
      const module = modules[name];
      if (module instanceof Error) throw module;
      if (!module) throw new Error(`no module ${name}`);
      return typeof module === 'function' ? { mount: module } : module;
    }),
    loadModule: vi.fn(),
    report,
    shared: vi.fn(() => SHARED),
  };
  return { mounter: createMounter(FEATURES, deps), deps, report };
}

function block(type: number, id: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.blockType = String(type);
  element.id = id;
  document.body.append(element);
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('createMounter', () => {
  it('mounts each matching element once, however often it is scanned', async () => {
    const mount = vi.fn<MountFn>(() => () => undefined);
    const { mounter } = setup({ alpha: mount, beta: vi.fn<MountFn>() });
    const a = block(1, 'a');
    block(1, 'b');
    mounter.scan(document);
    mounter.scan(document);
    mounter.scan(a);
    await mounter.settled();
    expect(mount).toHaveBeenCalledTimes(2);
    expect(mount.mock.calls.map(([element]) => element.id)).toEqual(['a', 'b']);
  });

  it('mounts the scanned root itself when it is a block', async () => {
    const mount = vi.fn<MountFn>();
    const { mounter } = setup({ alpha: mount });
    const a = block(1, 'a');
    mounter.scan(a);
    await mounter.settled();
    expect(mount).toHaveBeenCalledWith(a, expect.objectContaining({ signal: expect.any(AbortSignal) }));
  });

  it('isolates failures: a failing chunk or a throwing mount is reported, the other blocks mount', async () => {
    const betaMount = vi.fn<MountFn>();
    const chunkError = new Error('chunk alpha failed');
    const { mounter, report } = setup({ alpha: chunkError, beta: betaMount });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    block(1, 'a');
    block(2, 'b');
    mounter.scan(document);
    await mounter.settled();
    expect(betaMount).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(chunkError, { feature: 'alpha', block: 'a' });
    expect(error).toHaveBeenCalledWith('[site-runtime] alpha block #a was not enhanced:', chunkError);
  });

  it('reports a marker without an id of its own under the nearest id, its block’s', async () => {
    const chunkError = new Error('chunk alpha failed');
    const { mounter, report } = setup({ alpha: chunkError });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const holder = document.createElement('div');
    holder.id = 'block-video';
    const marker = block(1, '');
    marker.removeAttribute('id');
    holder.append(marker);
    document.body.append(holder);
    mounter.scan(document);
    await mounter.settled();
    expect(report).toHaveBeenCalledWith(chunkError, { feature: 'alpha', block: 'block-video' });
  });

  it('reports a mount that throws and keeps the element as it was', async () => {
    const thrown = new Error('bad markup');
    const { mounter, report } = setup({
      alpha: () => {
        throw thrown;
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = block(1, 'a');
    a.innerHTML = '<p>pre-rendered</p>';
    mounter.scan(document);
    await mounter.settled();
    expect(report).toHaveBeenCalledWith(thrown, { feature: 'alpha', block: 'a' });
    expect(a.innerHTML).toBe('<p>pre-rendered</p>');
  });

  it('passes a report function bound to the block', async () => {
    const { mounter, report } = setup({
      alpha: (_element, context) => {
        context.report(new Error('later'));
      },
    });
    block(1, 'a');
    mounter.scan(document);
    await mounter.settled();
    expect(report).toHaveBeenCalledWith(new Error('later'), { feature: 'alpha', block: 'a' });
  });

  it('hands every block the page and consent the core shares, asked for as each mounts', async () => {
    const contexts: CoreContext[] = [];
    const { mounter, deps } = setup({ alpha: (_element, context) => void contexts.push(context), beta: (_element, context) => void contexts.push(context) });
    block(1, 'a');
    block(2, 'b');
    mounter.scan(document);
    expect(deps.shared).not.toHaveBeenCalled();
    await mounter.settled();
    expect(contexts).toHaveLength(2);
    for (const context of contexts) {
      expect(context.page).toBe(SHARED.page);
      expect(context.consent).toBe(SHARED.consent);
    }
  });

  it('dispatch names the event by its feature: bubbling from a block’s element, on window from a lazy feature', async () => {
    const heard: string[] = [];
    const { mounter } = setup({
      alpha: async (_element, context) => {
        context.dispatch('change', { to: 2 });
        await context.start('dialog');
      },
      dialog: { start: (context: Parameters<StartFn>[0]) => context.dispatch('opened') },
    });
    block(1, 'a');
    const fromBlock = (event: Event): number =>
      heard.push(`${event.type} ${JSON.stringify((event as CustomEvent).detail)} from #${(event.target as Element).id}`);
    const onWindow = (event: Event): number => heard.push(`${event.type} on ${event.target instanceof Node ? 'a node' : 'window'}`);
    document.addEventListener('siteruntime:alpha:change', fromBlock, { once: true });
    addEventListener('siteruntime:dialog:opened', onWindow, { once: true });
    mounter.scan(document);
    await mounter.settled();
    expect(heard).toEqual(['siteruntime:alpha:change {"to":2} from #a', 'siteruntime:dialog:opened on window']);
  });

  it('destroys disconnected blocks and aborts their signal', async () => {
    const destroyed: string[] = [];
    const signals = new Map<string, AbortSignal>();
    const { mounter } = setup({
      alpha: (element, context) => {
        signals.set(element.id, context.signal);
        return () => destroyed.push(element.id);
      },
    });
    const a = block(1, 'a');
    block(1, 'b');
    mounter.scan(document);
    await mounter.settled();
    a.remove();
    mounter.destroyDisconnected();
    expect(destroyed).toEqual(['a']);
    expect(signals.get('a')?.aborted).toBe(true);
    expect(signals.get('b')?.aborted).toBe(false);
  });

  it('destroys a block removed while its mount was pending, once the mount finishes', async () => {
    const destroy = vi.fn();
    let finish!: () => void;
    const { mounter } = setup({
      alpha: () =>
        new Promise((resolve) => {
          finish = () => resolve(destroy);
        }),
    });
    const a = block(1, 'a');
    mounter.scan(document);
    await vi.waitFor(() => expect(finish).toBeTypeOf('function'));
    a.remove();
    mounter.destroyDisconnected();
    finish();
    await mounter.settled();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('destroyAll runs every destructor, newest first, and a throwing one does not stop the rest', async () => {
    const order: string[] = [];
    const { mounter, report } = setup({
      alpha: (element) => () => {
        order.push(element.id);
        if (element.id === 'b') throw new Error('teardown failed');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    block(1, 'a');
    block(1, 'b');
    block(1, 'c');
    mounter.scan(document);
    await mounter.settled();
    mounter.destroyAll();
    expect(order).toEqual(['c', 'b', 'a']);
    expect(report).toHaveBeenCalledWith(new Error('teardown failed'), { feature: 'alpha', block: 'b' });
  });
});

describe("a block's fallback", () => {
  it('shows where its chunk cannot be had, and its retry mounts the block with the chunk asked for again', async () => {
    const element = block(1, 'block-form');
    const failure = new ChunkLoadError('alpha', 'missing', 'https://site.test/dist/chunks/Ab12Cd.js');
    const mount = vi.fn(() => undefined);
    const loadChunk = vi.fn(async (_name: string, fresh?: boolean) => (fresh ? { mount } : Promise.reject(failure)));
    const removed = vi.fn();
    let retry: () => void = () => undefined;
    const fallback = vi.fn((_element: HTMLElement, _feature: string, again: () => void) => ((retry = again), removed));
    const mounter = createMounter(FEATURES, { loadChunk, loadModule: vi.fn(), report: vi.fn(), shared: () => SHARED, fallback });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mounter.scan(document);
    await mounter.settled();
    expect(fallback).toHaveBeenCalledExactlyOnceWith(element, 'alpha', expect.any(Function));
    retry();
    await mounter.settled();
    expect(removed).toHaveBeenCalledOnce();
    expect(loadChunk).toHaveBeenLastCalledWith('alpha', true);
    expect(mount).toHaveBeenCalledOnce();
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('is not shown for a failure of another kind, and goes with its block', async () => {
    const element = block(1, 'block-form');
    const fallback = vi.fn(() => vi.fn());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createMounter(FEATURES, { ...setup({ alpha: new Error('mount failed') }).deps, fallback });
    broken.scan(document);
    await broken.settled();
    expect(fallback).not.toHaveBeenCalled();
    const removed = vi.fn();
    const missing = createMounter(FEATURES, {
      ...setup({ alpha: new ChunkLoadError('alpha', 'error', 'https://site.test/dist/chunks/Ab12Cd.js') }).deps,
      fallback: () => removed,
    });
    missing.scan(document);
    await missing.settled();
    element.remove();
    missing.destroyDisconnected();
    expect(removed).toHaveBeenCalledOnce();
  });
});

describe('a chunk without its entry point', () => {
  it('is reported as such, and the element keeps its HTML', async () => {
    const { mounter, report } = setup({ alpha: { notMount: true } });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = block(1, 'a');
    const prerendered = Object.assign(document.createElement('p'), { textContent: 'pre-rendered' });
    a.append(prerendered);
    mounter.scan(document);
    await mounter.settled();
    expect(report).toHaveBeenCalledWith(new Error('Chunk alpha exports no mount function'), { feature: 'alpha', block: 'a' });
    expect([...a.childNodes]).toEqual([prerendered]);
    expect(prerendered.textContent).toBe('pre-rendered');
  });
});

describe('context.start: lazy features', () => {
  /** Mounts one alpha block whose mount starts `name` with `input` and keeps what start resolves with. */
  async function mountStarting(modules: Parameters<typeof setup>[0], name: string, input?: unknown) {
    const started: { stop?: (() => void) | undefined } = {};
    const harness = setup({
      ...modules,
      alpha: async (_element, context) => {
        started.stop = await context.start(name, input);
      },
    });
    const element = block(1, 'a');
    harness.mounter.scan(document);
    await harness.mounter.settled();
    return { ...harness, element, started };
  }

  it('loads the feature chunk, yields, and hands start a context of its own and the input', async () => {
    const start = vi.fn<StartFn>();
    const { deps } = await mountStarting({ dialog: { start } }, 'dialog', { kind: 'alert' });
    expect(deps.loadChunk).toHaveBeenCalledWith('dialog', undefined);
    expect(start).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ signal: expect.any(AbortSignal), page: SHARED.page, consent: SHARED.consent }), {
      kind: 'alert',
    });
  });

  it('stops the feature when its starter is destroyed, once', async () => {
    const destroy = vi.fn();
    const signals: AbortSignal[] = [];
    const { mounter, element, started } = await mountStarting(
      {
        dialog: {
          start: (context) => {
            signals.push(context.signal);
            return destroy;
          },
        },
      },
      'dialog',
    );
    element.remove();
    mounter.destroyDisconnected();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(signals[0]?.aborted).toBe(true);
    started.stop?.();
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('stops the feature alone when the function start resolved with runs; the starter keeps running', async () => {
    const destroy = vi.fn();
    const blockDestroyed = vi.fn();
    const harness = setup({
      dialog: { start: () => destroy },
      alpha: async (_element, context) => {
        const stop = await context.start('dialog');
        stop?.();
        return blockDestroyed;
      },
    });
    block(1, 'a');
    harness.mounter.scan(document);
    await harness.mounter.settled();
    expect(destroy).toHaveBeenCalledTimes(1);
    harness.mounter.destroyAll();
    expect(destroy).toHaveBeenCalledTimes(1);
    expect(blockDestroyed).toHaveBeenCalledTimes(1);
  });

  it('never rejects: a failing chunk or start is logged and reported under the feature, the starter mounts', async () => {
    const chunkError = new Error('dialog chunk failed');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { report, started } = await mountStarting({ dialog: chunkError }, 'dialog');
    expect(started.stop).toBeUndefined();
    expect(report).toHaveBeenCalledWith(chunkError, { feature: 'dialog' });
    expect(error).toHaveBeenCalledWith('[site-runtime] dialog feature was not enhanced:', chunkError);

    const thrown = new Error('start failed');
    const second = await mountStarting(
      {
        dialog: {
          start: () => {
            throw thrown;
          },
        },
      },
      'dialog',
    );
    expect(second.report).toHaveBeenCalledWith(thrown, { feature: 'dialog' });
  });

  it('a chunk without start is reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { report } = await mountStarting({ fonts: { mount: vi.fn() } }, 'fonts');
    expect(report).toHaveBeenCalledWith(new Error('Chunk fonts exports no start function'), { feature: 'fonts' });
  });

  it('a feature started by a block that is gone by then never starts', async () => {
    const start = vi.fn<StartFn>();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const harness = setup({
      dialog: { start },
      alpha: (_element, context) => {
        void gate.then(() => context.start('dialog'));
      },
    });
    const element = block(1, 'a');
    harness.mounter.scan(document);
    await harness.mounter.settled();
    element.remove();
    harness.mounter.destroyDisconnected();
    release();
    await vi.waitFor(() => expect(harness.deps.loadChunk).toHaveBeenCalledWith('dialog', undefined));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(start).not.toHaveBeenCalled();
  });
});
