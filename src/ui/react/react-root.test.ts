import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReactRoot, renderIntoBlock } from './react-root.ts';

afterEach(() => document.body.replaceChildren());

function container(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  return element;
}

function Broken(): never {
  throw new Error('render failed');
}

describe('createReactRoot', () => {
  it('renders as a transition: nothing in the task that asks, the whole tree once the promise resolves', async () => {
    const host = container();
    const root = createReactRoot(host, vi.fn());
    const rendered = root.render(createElement('p', { className: 'ui' }, 'Olá'));
    expect(host.innerHTML).toBe('');
    await rendered;
    expect(host.innerHTML).toBe('<p class="ui">Olá</p>');
    root.unmount();
    expect(host.innerHTML).toBe('');
  });

  it('keeps the tree updating after its first commit (state updates render as before)', async () => {
    const host = container();
    let increment = (): void => undefined;
    function Counter() {
      const [count, setCount] = useState(0);
      increment = () => setCount((value) => value + 1);
      return createElement('span', null, String(count));
    }
    const root = createReactRoot(host, vi.fn());
    await root.render(createElement(Counter));
    increment();
    await vi.waitFor(() => expect(host.textContent).toBe('1'));
    root.unmount();
  });

  it('reports an error that stops the render, and resolves all the same', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = vi.fn();
    const root = createReactRoot(container(), report);
    await root.render(createElement(Broken));
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
    root.unmount();
  });

  it('resolves a render still pending when the root is unmounted', async () => {
    const host = container();
    const root = createReactRoot(host, vi.fn());
    const rendered = root.render(createElement('p', null, 'Olá'));
    root.unmount();
    await rendered;
    expect(host.innerHTML).toBe('');
  });
});

describe('renderIntoBlock', () => {
  /** A block 4,000 px below the screen, with the server's paragraph in it; its IntersectionObserver as the test drives it. */
  function farBlock() {
    let near = (): void => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          near = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        observe() {}
        disconnect() {}
      },
    );
    // The loaded page's idle moment never comes here (the DOM is complete at once): the test decides when it is near.
    vi.stubGlobal('requestIdleCallback', () => 0);
    const element = container();
    element.innerHTML = '<p>do servidor</p>';
    element.getBoundingClientRect = () => ({ top: 4000, bottom: 4300, width: 600, height: 300 }) as DOMRect;
    return { element, near: () => near() };
  }

  afterEach(() => vi.unstubAllGlobals());

  it("portals into the block's element, keeping the server's nodes, and unmounts to them", async () => {
    const element = container();
    element.innerHTML = '<p>do servidor</p>';
    const destroy = await renderIntoBlock({ element, report: vi.fn(), signal: new AbortController().signal }, createElement('button', null, 'Próximo'));
    expect(element.innerHTML).toBe('<p>do servidor</p><button>Próximo</button>');
    destroy();
    expect(element.innerHTML).toBe('<p>do servidor</p>');
  });

  it('renders a block far below the screen only once it comes near', async () => {
    const { element, near } = farBlock();
    let destroy: (() => void) | undefined;
    void renderIntoBlock({ element, report: vi.fn(), signal: new AbortController().signal }, createElement('button', null, 'Próximo')).then(
      (done) => (destroy = done),
    );
    await new Promise((resolve) => setTimeout(resolve));
    expect(element.innerHTML).toBe('<p>do servidor</p>');
    near();
    await vi.waitFor(() => expect(destroy).toBeDefined());
    expect(element.innerHTML).toBe('<p>do servidor</p><button>Próximo</button>');
    destroy?.();
  });

  it('renders nothing when the block is destroyed while it waits', async () => {
    const { element, near } = farBlock();
    const mount = new AbortController();
    const rendered = renderIntoBlock({ element, report: vi.fn(), signal: mount.signal }, createElement('button', null, 'Próximo'));
    mount.abort();
    near();
    (await rendered)();
    await new Promise((resolve) => setTimeout(resolve));
    expect(element.innerHTML).toBe('<p>do servidor</p>');
  });
});
