import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockChunk } from './contract.ts';

const mounts: string[] = [];
const destroys: string[] = [];
const accordion: BlockChunk = {
  mount(element) {
    mounts.push(element.id);
    element.dataset.enhanced = 'yes';
    return () => {
      destroys.push(element.id);
      delete element.dataset.enhanced;
    };
  },
};
vi.mock('./load-chunk.ts', () => ({
  loadChunk: async (name: string) => {
    if (name === 'accordion') return accordion;
    throw new Error(`no ${name}`);
  },
}));

async function startRuntime() {
  vi.resetModules();
  await import('./runtime.ts');
  return window.SiteRuntime!;
}

const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = '<div data-block-type="69" id="acc-1"></div><div data-block-type="2" id="html-1"></div>';
});

afterEach(() => {
  window.SiteRuntime?.teardown();
  delete window.SiteRuntime;
  mounts.length = 0;
  destroys.length = 0;
});

describe('runtime entry', () => {
  it('mounts the blocks on the page once the document is parsed', async () => {
    const runtime = await startRuntime();
    await runtime.settled();
    expect(mounts).toEqual(['acc-1']);
  });

  it('warns exactly "Detected second run" on a second run and does nothing else', async () => {
    const first = await startRuntime();
    await first.settled();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = await startRuntime();
    expect(warn).toHaveBeenCalledExactlyOnceWith('Detected second run');
    expect(second).toBe(first);
    await first.settled();
    expect(mounts).toEqual(['acc-1']);
  });

  it('mounts blocks inserted later and destroys removed ones', async () => {
    const runtime = await startRuntime();
    await runtime.settled();
    const late = document.createElement('section');
    late.innerHTML = '<div data-block-type="69" id="acc-2"></div>';
    document.body.append(late);
    await flushMutations();
    await runtime.settled();
    expect(mounts).toEqual(['acc-1', 'acc-2']);
    document.getElementById('acc-1')?.remove();
    await flushMutations();
    expect(destroys).toEqual(['acc-1']);
  });

  it('settled() includes blocks inserted in the same task, before the observer delivers them', async () => {
    const runtime = await startRuntime();
    await runtime.settled();
    document.body.insertAdjacentHTML('beforeend', '<div data-block-type="69" id="acc-now"></div>');
    await runtime.settled();
    expect(mounts).toEqual(['acc-1', 'acc-now']);
  });

  it('teardown runs every destructor, stops watching and leaves the HTML as it was', async () => {
    const before = document.body.innerHTML;
    const runtime = await startRuntime();
    await runtime.settled();
    expect(document.body.innerHTML).not.toBe(before);
    runtime.teardown();
    expect(destroys).toEqual(['acc-1']);
    expect(document.body.innerHTML).toBe(before);
    document.body.insertAdjacentHTML('beforeend', '<div data-block-type="69" id="acc-3"></div>');
    await flushMutations();
    expect(mounts).toEqual(['acc-1']);
  });
});
