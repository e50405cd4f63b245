import { createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReactRoot } from './react-root.ts';

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
