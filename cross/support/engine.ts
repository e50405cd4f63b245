/**
 * One way of writing a cross-browser test (issue 38): a spec gets a `CrossPage` and never knows which
 * driver is behind it. Firefox is driven over WebDriver BiDi by puppeteer-core, WebKit (WebKitGTK's
 * MiniBrowser) over classic W3C WebDriver by the `webdriver` client: Playwright can drive neither
 * Debian build (README "Every browser").
 */

/** The engines the cross-browser suite runs in (Chromium runs the whole Playwright suite). */
export const ENGINES = ['firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

/**
 * The engines whose driver gives touch input. WebKitGTK's WebKitWebDriver delivers W3C touch pointer
 * actions as a mouse's (pointerType "mouse", then a click): WebKit's touch cannot be driven here.
 */
export const TOUCH_ENGINES: readonly Engine[] = ['firefox'];

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Keys a spec presses, by their KeyboardEvent.key names (the space bar by its code's name, `Space`). */
export type Key = 'Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowLeft' | 'ArrowRight';

export interface CrossPage {
  /** Loads a path of the fixture site and waits for its load event. */
  goto(path: string): Promise<void>;
  /**
   * Runs `fn` in the page with JSON arguments and resolves with its (awaited) JSON result. `fn` is sent
   * as its source text, so it may use only its arguments and the page's globals.
   */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<Awaited<R>>;
  press(key: Key): Promise<void>;
  /** Types `text` into the focused element, a key press per character. */
  type(text: string): Promise<void>;
  /** A primary-button click (mouse) at a point of the viewport, in CSS pixels. */
  click(x: number, y: number): Promise<void>;
  /** A mouse drag with the primary button from one point of the viewport to another, in `steps` moves. */
  drag(from: Point, to: Point, steps: number): Promise<void>;
  /** A one-finger touch swipe from one point of the viewport to another, in `steps` moves (a page opened with `touch`, in TOUCH_ENGINES). */
  swipe(from: Point, to: Point, steps: number): Promise<void>;
  /**
   * A two-finger pinch (a page opened with `touch`, in TOUCH_ENGINES): the fingers start `from` CSS pixels apart, level either
   * side of `centre`, and move apart or together to `to` pixels, in `steps` moves.
   */
  pinch(centre: Point, from: number, to: number, steps: number): Promise<void>;
  /** Sets a cookie on the fixture site's origin (the page must be on it). */
  setCookie(name: string, value: string): Promise<void>;
  /** The browser's cookies for the page, as its driver reads them: with their expiry, which a page cannot read. */
  cookies(): Promise<StoredCookie[]>;
}

interface StoredCookie {
  readonly name: string;
  readonly value: string;
  /** Seconds since the epoch; undefined for a session cookie. */
  readonly expires: number | undefined;
}

/** The page's window: 800 × 900 unless a spec asks for a phone's (WebKitGTK's window is at least 447 px wide). */
export interface Viewport {
  readonly width: number;
  readonly height: number;
  /** A touch screen (Firefox reports touch points only then). */
  readonly touch?: boolean;
}

export const DESKTOP: Viewport = { width: 800, height: 900 };

export interface CrossBrowser {
  /** The browser's one page, as a new visitor's: no cookies or storage of an earlier page (which it replaces). */
  newPage(viewport?: Viewport): Promise<CrossPage>;
  close(): Promise<void>;
}

/** The two fingers of a pinch `distance` apart, level either side of `centre`. */
export function fingersAt(centre: Point, distance: number): [Point, Point] {
  return [
    { x: centre.x - distance / 2, y: centre.y },
    { x: centre.x + distance / 2, y: centre.y },
  ];
}

/** `fn` called with `args` in the page, as a WebDriver async script: the last argument is its callback. */
export function asyncScript(fn: (...args: never[]) => unknown): string {
  return `const done = arguments[arguments.length - 1];
Promise.resolve()
  .then(() => (${fn.toString()}).apply(null, Array.prototype.slice.call(arguments, 0, -1)))
  .then((value) => done({ value }), (error) => done({ error: String((error && error.stack) || error) }));`;
}

/** What asyncScript's callback hands back: the value, or the error the page threw. */
export function unwrapScriptResult<R>(result: unknown): R {
  const { value, error } = (result ?? {}) as { value?: R; error?: string };
  if (error !== undefined) throw new Error(`in the page: ${error}`);
  return value as R;
}
