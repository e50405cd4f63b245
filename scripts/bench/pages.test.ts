import { describe, expect, it } from 'vitest';
import { DOCUMENTED_FEATURES } from '../../src/registry.ts';
import { benchFacts, runtimePages } from './pages.ts';

/** A selector the page's querySelectorAll takes (the probe and Playwright use them so). */
function expectSelector(selector: string): void {
  expect(selector.trim()).not.toBe('');
  expect(() => document.querySelectorAll(selector)).not.toThrow();
}

describe('bench facts', () => {
  it.each(DOCUMENTED_FEATURES.map((feature) => [feature.name, feature] as const))('%s has its signal, text and click in its folder', async (_, feature) => {
    const { signals, text, click } = await benchFacts(feature);
    expect(text.trim()).not.toBe('');
    for (const signal of signals) {
      expectSelector(signal.selector);
      if (signal.kind === 'attribute') expect(signal.attribute).not.toBe('');
      if (signal.kind === 'listener') expect(signal.type).not.toBe('');
    }
    if (click) {
      expectSelector(click.selector);
      expect(click.what.trim()).not.toBe('');
      expect(click.nth).toBeGreaterThanOrEqual(0);
    }
  });

  it('fails for a feature without them, naming it and the file', async () => {
    const feature = { name: 'every-page', selector: 'script#site-context', source: 'src/chunks/every-page/index.ts' };
    await expect(benchFacts(feature)).rejects.toThrow('every-page has no bench facts: src/chunks/every-page/bench.ts must export BENCH');
  });

  it('give every documented feature its page, in the registry order', async () => {
    const pages = await runtimePages();
    const names = pages.map((page) => page.name);
    expect(names.filter((name) => DOCUMENTED_FEATURES.some((feature) => feature.name === name))).toEqual(DOCUMENTED_FEATURES.map((feature) => feature.name));
    expect(pages.find((page) => page.name === 'accordion')?.click).toEqual({
      selector: '[data-block-type="69"] button[aria-controls]',
      nth: 1,
      what: 'click the second heading',
    });
  });
});
