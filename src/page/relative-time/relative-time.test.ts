import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MarkupError } from '../../kit/block-kit/block-errors.ts';
import { coreContext } from '../../test/core-context.ts';
import { mount } from './index.ts';
import { relativeText } from './relative-text.ts';

describe('relativeText (site-runtime.md §8, §9)', () => {
  it.each([
    [-3000, 'agora mesmo'],
    [0, 'agora mesmo'],
    [4999, 'agora mesmo'],
    [5000, 'há 5 segundos'],
    [12_345, 'há 12 segundos'],
    [59_999, 'há 59 segundos'],
    [60_000, undefined],
    [3_600_000, undefined],
    [Number.NaN, undefined],
  ])('%d ms ago → %s', (elapsed, text) => {
    expect(relativeText(elapsed)).toBe(text);
  });
});

describe('relative time (time[data-relative-time])', () => {
  const NOW = Date.parse('2026-11-27T15:00:00Z');
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  function setup(datetime: string, inner = '27 nov., 14:59') {
    document.body.innerHTML = `<p>Publicado <time data-relative-time datetime="${datetime}">${inner}</time></p>`;
    const time = document.querySelector<HTMLElement>('time')!;
    const original = document.body.innerHTML;
    const context = coreContext();
    return { time, original, context, started: mount(time, context) };
  }

  it('says how many seconds ago, refreshed every 5000 ms, then the renderer’s text from 60 s on, and stops', () => {
    const { time } = setup('2026-11-27T14:59:58Z');
    expect(time.textContent).toBe('agora mesmo');
    vi.advanceTimersByTime(4999);
    expect(time.textContent).toBe('agora mesmo');
    vi.advanceTimersByTime(1);
    expect(time.textContent).toBe('há 7 segundos');
    vi.advanceTimersByTime(45_000);
    expect(time.textContent).toBe('há 52 segundos');
    vi.advanceTimersByTime(5000);
    expect(time.textContent).toBe('há 57 segundos');
    vi.advanceTimersByTime(5000);
    expect(time.textContent).toBe('27 nov., 14:59');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a time a minute old or more keeps its text and sets no timer', () => {
    const { time } = setup('2026-11-27T14:58:00Z');
    expect(time.textContent).toBe('27 nov., 14:59');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('teardown stops the refresh and gives back the renderer’s nodes', async () => {
    const { time, original, context, started } = setup('2026-11-27T14:59:50Z', '<b>14:59</b>');
    expect(time.textContent).toBe('há 10 segundos');
    const destroy = await started;
    context.controller.abort();
    destroy?.();
    expect(document.body.innerHTML).toBe(original);
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each(['', 'ontem', '2026-13-45'])('a datetime that does not parse (%j) is a MarkupError; the text stays', (datetime) => {
    document.body.innerHTML = `<time data-relative-time datetime="${datetime}">ontem</time>`;
    expect(() => mount(document.querySelector<HTMLElement>('time')!, coreContext())).toThrow(MarkupError);
    expect(document.querySelector('time')!.textContent).toBe('ontem');
  });
});
