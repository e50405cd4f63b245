import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { mount } from './index.ts';
import { shrinkScale } from './shrink-scale.ts';

describe('shrinkScale (site-runtime.md §9: minimum 11, threshold 13)', () => {
  it('the largest whole font size that fits, as a scale of the text’s own', () => {
    expect(shrinkScale(40, 400, 230)).toBe(23 / 40);
    expect(shrinkScale(48, 1000, 999)).toBe(47 / 48);
    expect(shrinkScale(14, 140, 120)).toBe(12 / 14);
  });

  it('1 when the text fits, or the box has no width yet', () => {
    expect(shrinkScale(40, 400, 400)).toBe(1);
    expect(shrinkScale(40, 300, 400)).toBe(1);
    expect(shrinkScale(40, 400, 0)).toBe(1);
  });

  it('never below 11 px: text that overflows even then is shown at 11', () => {
    expect(shrinkScale(40, 4000, 100)).toBe(11 / 40);
  });

  it('text of 13 px or less is never shrunk', () => {
    expect(shrinkScale(13, 1000, 100)).toBe(1);
    expect(shrinkScale(12, 1000, 100)).toBe(1);
    expect(shrinkScale(Number.NaN, 1000, 100)).toBe(1);
    expect(shrinkScale(13.5, 135, 120)).toBe(12 / 13.5);
  });
});

describe('text shrink ([data-text-shrink])', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  /** happy-dom lays nothing out: the text is 400 px wide at 40 px, in a box of `box` px. */
  function setup() {
    document.body.innerHTML = '<h1 data-text-shrink style="font-size: 40px">Um título <em>muito</em> longo</h1>';
    const heading = document.querySelector<HTMLElement>('h1')!;
    const original = document.body.innerHTML;
    let box = 230;
    vi.spyOn(heading, 'clientWidth', 'get').mockImplementation(() => box);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(() => 400);
    const context = coreContext();
    const resize = (width: number): void => {
      box = width;
      window.dispatchEvent(new Event('resize'));
    };
    return { heading, original, context, started: mount(heading, context), resize, scaled: () => heading.querySelector('span')?.style.transform };
  }

  it('scales the text to fit, then again 100 ms after the last resize', () => {
    vi.useFakeTimers();
    const { scaled, resize, heading } = setup();
    expect(heading.querySelector('span')?.textContent).toBe('Um título muito longo');
    expect(scaled()).toBe(`scale(${23 / 40})`);
    resize(500);
    resize(330);
    vi.advanceTimersByTime(99);
    expect(scaled()).toBe(`scale(${23 / 40})`);
    vi.advanceTimersByTime(1);
    expect(scaled()).toBe(`scale(${33 / 40})`);
    resize(900);
    vi.advanceTimersByTime(100);
    expect(scaled()).toBe('');
  });

  it('teardown gives back the element’s own nodes and stops listening', async () => {
    vi.useFakeTimers();
    const { heading, original, context, started, resize } = setup();
    const emphasis = heading.querySelector('em');
    const destroy = await started;
    context.controller.abort();
    destroy?.();
    expect(document.body.innerHTML).toBe(original);
    expect(heading.querySelector('em')).toBe(emphasis);
    resize(100);
    vi.advanceTimersByTime(200);
    expect(heading.querySelector('span')).toBeNull();
  });
});
