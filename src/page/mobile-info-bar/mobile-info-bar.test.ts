import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { examples, mountBlock } from '../../test/mount-block.ts';
import { MOBILE_INFO_BAR_MAX_WIDTH } from '../../ui/block-kit/limits.ts';
import { mount } from './index.ts';
import { MOBILE_INFO_BAR_STYLE } from '../../shared/page-types.ts';
import { MOBILE_INFO_BAR_MEDIA, mobileInfoBarTheme } from './style.ts';

/**
 * A window whose width the tests set. happy-dom's own matchMedia misses the first change of a new
 * MediaQueryList (it starts from "not matching"), so the tests use this one, which answers
 * `(max-width: Npx)` from the width and fires `change` when the answer flips, as browsers do.
 */
class FakeViewport {
  readonly queries = new Set<FakeMediaQueryList>();
  #width = 1024;
  get width(): number {
    return this.#width;
  }
  set width(width: number) {
    this.#width = width;
    for (const query of this.queries) query.update();
  }
  matchMedia = vi.fn((media: string) => {
    const query = new FakeMediaQueryList(media, this);
    this.queries.add(query);
    return query;
  });
}

class FakeMediaQueryList extends EventTarget {
  matches: boolean;
  readonly listeners = new Set<unknown>();
  constructor(
    readonly media: string,
    private readonly viewport: FakeViewport,
  ) {
    super();
    this.matches = this.evaluate();
  }
  evaluate(): boolean {
    const max = /^\(max-width: (\d+)px\)$/.exec(this.media);
    if (!max) throw new Error(`unexpected query ${this.media}`);
    return this.viewport.width <= Number(max[1]);
  }
  update(): void {
    const matches = this.evaluate();
    if (matches === this.matches) return;
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
  override addEventListener(type: string, listener: EventListener, options?: AddEventListenerOptions): void {
    super.addEventListener(type, listener, options);
    this.listeners.add(listener);
    options?.signal?.addEventListener('abort', () => this.listeners.delete(listener));
  }
  override removeEventListener(type: string, listener: EventListener): void {
    super.removeEventListener(type, listener);
    this.listeners.delete(listener);
  }
}

let viewport: FakeViewport;

beforeEach(() => {
  viewport = new FakeViewport();
  vi.stubGlobal('matchMedia', viewport.matchMedia);
});

afterEach(() => vi.unstubAllGlobals());

const [BAR] = examples('mobile-info-bar');

/** The example's bar, its `hidden` written as `barAttributes`, mounted on a page with these mobile info bar settings. */
function mountBar(settings: unknown, barAttributes = 'hidden') {
  const markup = BAR!.markup.replace(' hidden>', ` ${barAttributes}>`);
  return mountBlock({ ...BAR!, markup, context: { websiteSettings: { mobileInfoBarSettings: settings } } });
}

function setWidth(width: number): void {
  viewport.width = width;
}

const WIDE = MOBILE_INFO_BAR_MAX_WIDTH + 1;
const NARROW = 390;

describe('mobileInfoBarTheme', () => {
  it('maps the style enum (none 1, light 2, dark 3)', () => {
    expect(MOBILE_INFO_BAR_STYLE).toEqual({ none: 1, light: 2, dark: 3 });
    expect(mobileInfoBarTheme(1)).toBeUndefined();
    expect(mobileInfoBarTheme(2)).toBe('light');
    expect(mobileInfoBarTheme(3)).toBe('dark');
  });

  it.each([0, 4, -1, 99])('takes an unknown style %d as none', (style) => {
    expect(mobileInfoBarTheme(style)).toBeUndefined();
  });

  it('watches the window at 1024 px or less', () => {
    expect(MOBILE_INFO_BAR_MEDIA).toBe('(max-width: 1024px)');
  });
});

describe('mobile info bar', () => {
  it.each([
    [1, NARROW, true, null],
    [1, WIDE, true, null],
    [2, NARROW, false, 'light'],
    [2, WIDE, true, 'light'],
    [3, NARROW, false, 'dark'],
    [3, WIDE, true, 'dark'],
  ])('style %d at %d px: hidden %s, data-theme %s', async (style, width, hidden, theme) => {
    setWidth(width);
    const { block: bar } = await mountBar({ style });
    expect(bar.hidden).toBe(hidden);
    expect(bar.getAttribute('data-theme')).toBe(theme);
  });

  it('shows at exactly 1024 px and hides at 1025 px', async () => {
    setWidth(1024);
    const { block: bar } = await mountBar({ style: 2 });
    expect(bar.hidden).toBe(false);
    setWidth(1025);
    expect(bar.hidden).toBe(true);
  });

  it('stays hidden without settings (the default style is none) and with an unknown style', async () => {
    setWidth(NARROW);
    const { block: noSettings } = await mountBar(undefined);
    expect(noSettings.hidden).toBe(true);
    const { block: unknown } = await mountBar({ style: 7 });
    expect(unknown.hidden).toBe(true);
    expect(unknown.hasAttribute('data-theme')).toBe(false);
  });

  it('follows the window as it narrows and widens', async () => {
    setWidth(WIDE);
    const { block: bar } = await mountBar({ style: 3 });
    expect(bar.hidden).toBe(true);
    setWidth(800);
    expect(bar.hidden).toBe(false);
    setWidth(1440);
    expect(bar.hidden).toBe(true);
    setWidth(NARROW);
    expect(bar.hidden).toBe(false);
    expect(bar.getAttribute('data-theme')).toBe('dark');
  });

  it('hides a bar the renderer left visible when it must not show', async () => {
    setWidth(WIDE);
    const { block: wide, teardown: destroyWide } = await mountBar({ style: 2 }, '');
    expect(wide.hidden).toBe(true);
    destroyWide();
    expect(wide.hasAttribute('hidden')).toBe(false);

    setWidth(NARROW);
    const { block: none, teardown: destroyNone } = await mountBar({ style: 1 }, '');
    expect(none.hidden).toBe(true);
    destroyNone();
    expect(none.hasAttribute('hidden')).toBe(false);
  });

  it('destroy restores the attributes as the HTML had them and stops following the window', async () => {
    setWidth(NARROW);
    const { block: bar, served, teardown } = await mountBar({ style: 2 }, 'hidden="hidden" data-theme="original"');
    const attributes = (element: Element): string[][] => [...element.attributes].map((attribute) => [attribute.name, attribute.value]).sort();
    const servedBar = Object.assign(document.createElement('template'), { innerHTML: served }).content.firstElementChild!;
    const before = attributes(servedBar);
    expect(bar.hidden).toBe(false);
    expect(bar.getAttribute('data-theme')).toBe('light');
    teardown();
    expect(attributes(bar)).toEqual(before);
    setWidth(WIDE);
    setWidth(NARROW);
    expect(attributes(bar)).toEqual(before);
  });

  it('watches (max-width: 1024px) and removes its listener on destroy', async () => {
    const { teardown: destroy } = await mountBar({ style: 3 });
    expect(viewport.matchMedia).toHaveBeenCalledWith('(max-width: 1024px)');
    const [query] = viewport.queries;
    expect(query?.listeners.size).toBe(1);
    destroy();
    expect(query?.listeners.size).toBe(0);
  });

  it('lets the signal release the listener too', async () => {
    const { context } = await mountBar({ style: 3 });
    const [query] = viewport.queries;
    expect(query?.listeners.size).toBe(1);
    context.controller.abort();
    expect(query?.listeners.size).toBe(0);
  });

  it('does not watch the window when no bar is due', async () => {
    await mountBar({ style: 1 });
    expect(viewport.matchMedia).not.toHaveBeenCalled();
  });

  it('mounts again after a destroy', async () => {
    setWidth(NARROW);
    const { block: bar, context, teardown } = await mountBar({ style: 2 });
    teardown();
    expect(bar.hidden).toBe(true);
    // The same element, as the core would mount it again.
    const again = coreContext({ page: context.page });
    await mount(bar, again);
    expect(bar.hidden).toBe(false);
    again.controller.abort();
  });
});

describe("mobile info bar with happy-dom's matchMedia", () => {
  const setViewport = (width: number): void =>
    (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 800 });

  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => setViewport(1024));

  it.each([
    [1, NARROW, true],
    [1, WIDE, true],
    [2, NARROW, false],
    [2, 1024, false],
    [2, WIDE, true],
    [3, NARROW, false],
    [3, WIDE, true],
  ])('style %d at %d px: hidden %s', async (style, width, hidden) => {
    setViewport(width);
    const { block: bar } = await mountBar({ style });
    expect(bar.hidden).toBe(hidden);
  });
});
