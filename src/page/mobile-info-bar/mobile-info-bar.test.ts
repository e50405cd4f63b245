import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import type { Destroy, CoreContext } from '../../kit/define.ts';
import { MOBILE_INFO_BAR_MAX_WIDTH } from '../../ui/limits.ts';
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

/** A fresh document per test (the page context is read once per document) holding the context and the pre-rendered bar. */
function page(settings: unknown, barAttributes = 'hidden'): HTMLElement {
  const doc = document.implementation.createHTMLDocument('t');
  const context = doc.createElement('script');
  context.type = 'application/json';
  context.id = 'site-context';
  context.textContent = JSON.stringify({ websiteSettings: { mobileInfoBarSettings: settings } });
  doc.head.append(context);
  doc.body.innerHTML = `<div class="mobile-info-bar" data-mobile-info-bar ${barAttributes}><a href="tel:+551130000000">Ligar</a></div>`;
  return doc.querySelector<HTMLElement>('[data-mobile-info-bar]')!;
}

function mountContext(controller = new AbortController()): CoreContext {
  return coreContext({ controller });
}

async function mountBar(element: HTMLElement, controller?: AbortController): Promise<Destroy> {
  const destroy = await mount(element, mountContext(controller));
  expect(destroy).toBeTypeOf('function');
  return destroy as Destroy;
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
    const bar = page({ style });
    await mountBar(bar);
    expect(bar.hidden).toBe(hidden);
    expect(bar.getAttribute('data-theme')).toBe(theme);
  });

  it('shows at exactly 1024 px and hides at 1025 px', async () => {
    setWidth(1024);
    const bar = page({ style: 2 });
    await mountBar(bar);
    expect(bar.hidden).toBe(false);
    setWidth(1025);
    expect(bar.hidden).toBe(true);
  });

  it('stays hidden without settings (the default style is none) and with an unknown style', async () => {
    setWidth(NARROW);
    const noSettings = page(undefined);
    await mountBar(noSettings);
    expect(noSettings.hidden).toBe(true);
    const unknown = page({ style: 7 });
    await mountBar(unknown);
    expect(unknown.hidden).toBe(true);
    expect(unknown.hasAttribute('data-theme')).toBe(false);
  });

  it('follows the window as it narrows and widens', async () => {
    setWidth(WIDE);
    const bar = page({ style: 3 });
    await mountBar(bar);
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
    const wide = page({ style: 2 }, '');
    const destroyWide = await mountBar(wide);
    expect(wide.hidden).toBe(true);
    destroyWide();
    expect(wide.hasAttribute('hidden')).toBe(false);

    setWidth(NARROW);
    const none = page({ style: 1 }, '');
    const destroyNone = await mountBar(none);
    expect(none.hidden).toBe(true);
    destroyNone();
    expect(none.hasAttribute('hidden')).toBe(false);
  });

  it('destroy restores the attributes as the HTML had them and stops following the window', async () => {
    setWidth(NARROW);
    const bar = page({ style: 2 }, 'hidden="hidden" data-theme="original"');
    const attributes = (): string[][] => [...bar.attributes].map((attribute) => [attribute.name, attribute.value]).sort();
    const before = attributes();
    const destroy = await mountBar(bar);
    expect(bar.hidden).toBe(false);
    expect(bar.getAttribute('data-theme')).toBe('light');
    destroy();
    expect(attributes()).toEqual(before);
    setWidth(WIDE);
    setWidth(NARROW);
    expect(attributes()).toEqual(before);
  });

  it('watches (max-width: 1024px) and removes its listener on destroy', async () => {
    const destroy = await mountBar(page({ style: 3 }));
    expect(viewport.matchMedia).toHaveBeenCalledWith('(max-width: 1024px)');
    const [query] = viewport.queries;
    expect(query?.listeners.size).toBe(1);
    destroy();
    expect(query?.listeners.size).toBe(0);
  });

  it('lets the signal release the listener too', async () => {
    const controller = new AbortController();
    await mountBar(page({ style: 3 }), controller);
    const [query] = viewport.queries;
    expect(query?.listeners.size).toBe(1);
    controller.abort();
    expect(query?.listeners.size).toBe(0);
  });

  it('does not watch the window when no bar is due', async () => {
    await mountBar(page({ style: 1 }));
    expect(viewport.matchMedia).not.toHaveBeenCalled();
  });

  it('mounts again after a destroy', async () => {
    setWidth(NARROW);
    const bar = page({ style: 2 });
    (await mountBar(bar))();
    expect(bar.hidden).toBe(true);
    await mountBar(bar);
    expect(bar.hidden).toBe(false);
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
    const bar = page({ style });
    await mountBar(bar);
    expect(bar.hidden).toBe(hidden);
  });
});
