import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMounter, type MounterDeps } from './mounter.ts';
import type { Feature } from '../registry.ts';
import type { FeatureModule, MountFn } from './contract.ts';

const FEATURES: Feature[] = [
  { name: 'alpha', selector: '[data-block-type="1"]', source: 'src/blocks/alpha/index.ts' },
  { name: 'beta', selector: '[data-block-type="2"]', source: 'src/blocks/beta/index.ts' },
];

function setup(modules: Record<string, MountFn | Error>) {
  const report = vi.fn();
  const deps: MounterDeps = {
    loadFeature: vi.fn(async (name: string): Promise<FeatureModule> => {
      const module = modules[name];
      if (module instanceof Error) throw module;
      if (!module) throw new Error(`no module ${name}`);
      return { mount: module };
    }),
    loadModule: vi.fn(),
    loadChunk: vi.fn(),
    report,
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
