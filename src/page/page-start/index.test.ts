import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENT, COOKIE_BANNER_FORCE_EVENT, COOKIE_BANNER_OPEN_EVENT } from '../../shared/page-events.ts';
import { PAGE_TYPE_NOT_FOUND } from '../../shared/page-types.ts';
import type { Consent } from '../../platform/consent/consent.ts';
import type { Page } from '../../platform/page-context/read-page-context.ts';
import { consentStub } from '../../test/consent-stub.ts';
import { coreContext } from '../../test/core-context.ts';
import { pageOf } from '../../test/page-document.ts';

/** The page the services are mounted on (every field at its default unless a test says otherwise), as the core hands it. */
let page: Page;
/** Its consent engine, watched: tracking allowed unless a test says otherwise, as the visitor chose (or not yet, `chosen` false). */
let consent: Consent;
function givenConsent(allowed: boolean, chosen = true): void {
  consent = consentStub(allowed);
  vi.spyOn(consent, 'choose');
  // Where the policy is not restrictive, tracking is allowed before any choice.
  if (!chosen) vi.spyOn(consent, 'choice').mockReturnValue(undefined);
}

// The visit cookies, the census and beacon requests and the idle scheduling stand in for themselves
// (each has its own tests): what is checked here is when the services call them, with the page's consent.
const recordVisit = vi.fn(() => ({ cvr: 'id-1|1|1|1|1', newVisit: true }));
const recordPageView = vi.fn(async (_tracking: unknown, _cvr: string, _viewedAt: number) => undefined);
const sendLandingBeacon = vi.fn();
const recordCensusHit = vi.fn(async (_tracking: unknown, _event: string) => undefined);

/** What the services left for after the load (platform/idle/after-load.ts has its own tests): `idle()` runs it. */
const afterLoadTasks: { task: () => void; signal: AbortSignal }[] = [];
function idle(): void {
  for (const { task, signal } of afterLoadTasks.splice(0)) if (!signal.aborted) task();
}

vi.mock('../../platform/idle/after-load.ts', async (original) => ({
  ...(await original<typeof import('../../platform/idle/after-load.ts')>()),
  afterLoad: (task: () => void, signal: AbortSignal) => void afterLoadTasks.push({ task, signal }),
}));
vi.mock('../../platform/visits/record-visit.ts', () => ({ recordVisit }));
vi.mock('../../platform/census/page-view.ts', () => ({ recordPageView }));
vi.mock('../../platform/tracking/landing-beacon.ts', () => ({ sendLandingBeacon }));
vi.mock('../../platform/census/census-hit.ts', () => ({ recordCensusHit }));

const { mount } = await import('./index.ts');

const running: (() => void)[] = [];

/** happy-dom ignores `persisted` in the PageTransitionEvent constructor. */
function pageshow(persisted: boolean): Event {
  return Object.defineProperty(new Event('pageshow'), 'persisted', { value: persisted });
}

/** Mounts the services as the mounter would; `context.start` records the lazy features they start. */
async function start() {
  const context = coreContext({ page, consent });
  const destroy = (await mount(document.createElement('script'), context)) as () => void;
  const stop = (): void => {
    if (context.signal.aborted) return;
    context.controller.abort();
    destroy();
  };
  running.push(stop);
  return { context, stop };
}

const started = (context: ReturnType<typeof coreContext>): unknown[][] => context.start.mock.calls;

beforeEach(() => {
  afterLoadTasks.length = 0;
  page = pageOf({});
  givenConsent(true, false);
  vi.clearAllMocks();
});
afterEach(() => {
  for (const stop of running.splice(0)) stop();
});

describe('the page start', () => {
  it('records the visit in the mount, then after the load the page view with its ss_cvr and time, and the landing beacon of a new visit', async () => {
    const before = Date.now();
    const { stop } = await start();
    expect(recordVisit).toHaveBeenCalledTimes(1);
    expect(recordPageView).not.toHaveBeenCalled();
    expect(sendLandingBeacon).not.toHaveBeenCalled();
    // Two calls, two idle callbacks.
    expect(afterLoadTasks).toHaveLength(2);
    idle();
    expect(recordPageView).toHaveBeenCalledExactlyOnceWith({ page, consent }, 'id-1|1|1|1|1', expect.any(Number));
    const viewedAt = recordPageView.mock.calls[0]?.[2] ?? 0;
    expect(viewedAt).toBeGreaterThanOrEqual(before);
    expect(viewedAt).toBeLessThanOrEqual(Date.now());
    expect(sendLandingBeacon).toHaveBeenCalledExactlyOnceWith(consent, { location, document, navigator, screen });
    stop();
  });

  it("starts a product page's productPageView with its page view, after the load; no other page's", async () => {
    page = pageOf({ collection: { id: 'loja', fullUrl: '/loja', type: 13 }, item: { id: 'caneca', fullUrl: '/loja/caneca', recordType: 1 } });
    const product = await start();
    expect(started(product.context)).toEqual([]);
    idle();
    expect(started(product.context)).toEqual([['product-page-view']]);
    expect(recordPageView).toHaveBeenCalledTimes(1);
    product.stop();
    page = pageOf({ collection: { id: 'blog', fullUrl: '/blog', type: 1 }, item: { id: 'post', fullUrl: '/blog/post', recordType: 1 } });
    const post = await start();
    idle();
    expect(started(post.context)).toEqual([]);
    post.stop();
  });

  it('sends the census heartbeat at each 30 s mark only while the page view is tracked, and none once stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      givenConsent(false, false);
      const { stop } = await start();
      vi.advanceTimersByTime(30_000);
      expect(recordCensusHit).not.toHaveBeenCalled();
      consent.choose(true);
      vi.advanceTimersByTime(30_000);
      expect(recordCensusHit).toHaveBeenCalledExactlyOnceWith({ page, consent }, 'heartbeat');
      stop();
      vi.advanceTimersByTime(5 * 60_000);
      expect(recordCensusHit).toHaveBeenCalledTimes(1);
      page = pageOf({ pageType: PAGE_TYPE_NOT_FOUND });
      const untracked = await start();
      vi.advanceTimersByTime(5 * 60_000);
      expect(recordCensusHit).toHaveBeenCalledTimes(1);
      untracked.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the performance collector after the load only on a page whose renderer wrote rum-settings', async () => {
    const plain = await start();
    idle();
    expect(started(plain.context)).not.toContainEqual(['rum']);
    plain.stop();

    const settings = Object.assign(document.createElement('script'), { type: 'application/json', id: 'rum-settings', textContent: '{}' });
    document.head.append(settings);
    try {
      const { context, stop } = await start();
      expect(started(context)).not.toContainEqual(['rum']);
      idle();
      expect(started(context)).toContainEqual(['rum']);
      stop();
    } finally {
      settings.remove();
    }
  });

  it("starts the page's features in the mount's first task, reads consent and starts the banner in the next, and records the visit after that", async () => {
    page = pageOf({ cookieSettings: { isCookieBannerEnabled: true }, googleFonts: [{ includeName: 'Roboto:400' }] });
    const context = coreContext({ page, consent });
    const mounting = Promise.resolve(mount(document.createElement('script'), context));
    expect(started(context)).toEqual([['fonts']]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started(context)).toEqual([['fonts'], ['cookie-banner', { forced: false }]]);
    expect(recordVisit).not.toHaveBeenCalled();
    const destroy = (await mounting) as () => void;
    running.push(() => {
      context.controller.abort();
      destroy();
    });
    expect(recordVisit).toHaveBeenCalledTimes(1);
  });

  it('records no visit when the services are stopped before their second task', async () => {
    const context = coreContext({ page, consent });
    const mounting = Promise.resolve(mount(document.createElement('script'), context));
    context.controller.abort();
    // Stopped within its first task: nothing to undo.
    expect(await mounting).toBeUndefined();
    idle();
    expect(recordVisit).not.toHaveBeenCalled();
    expect(recordPageView).not.toHaveBeenCalled();
  });

  it('sends nothing after the load once the services are stopped first', async () => {
    (await start()).stop();
    idle();
    expect(recordPageView).not.toHaveBeenCalled();
    expect(sendLandingBeacon).not.toHaveBeenCalled();
  });

  it('sends no landing beacon within a visit, and nothing at all when the page view is not tracked', async () => {
    recordVisit.mockReturnValueOnce({ cvr: 'id-1|1|1|1|1', newVisit: false });
    const within = await start();
    idle();
    within.stop();
    expect(recordPageView).toHaveBeenCalledTimes(1);
    expect(sendLandingBeacon).not.toHaveBeenCalled();
    page = pageOf({ pageType: PAGE_TYPE_NOT_FOUND });
    (await start()).stop();
    expect(recordVisit).toHaveBeenCalledTimes(1);
  });

  it('waits for consent, then tracks once on the same page; the consent page event answers for the visitor', async () => {
    givenConsent(false, false);
    const { stop } = await start();
    expect(recordVisit).not.toHaveBeenCalled();
    dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: 'yes' } }));
    expect(consent.choose).not.toHaveBeenCalled();
    dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    expect(consent.choose).toHaveBeenCalledWith(true);
    expect(recordVisit).toHaveBeenCalledTimes(1);
    dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    idle();
    expect(recordVisit).toHaveBeenCalledTimes(1);
    expect(recordPageView).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts a page restored from the back/forward cache as a new view', async () => {
    const { stop } = await start();
    dispatchEvent(pageshow(false));
    idle();
    expect(recordPageView).toHaveBeenCalledTimes(1);
    dispatchEvent(pageshow(true));
    idle();
    expect(recordPageView).toHaveBeenCalledTimes(2);
    stop();
  });

  it('starts the fonts feature only when the context names fonts', async () => {
    const plain = await start();
    expect(started(plain.context)).toEqual([]);
    plain.stop();
    page = pageOf({ googleFonts: [{ includeName: 'Roboto:400' }] });
    const withFonts = await start();
    expect(started(withFonts.context)).toEqual([['fonts']]);
    withFonts.stop();
  });

  it('starts the account extras and the owner flows only for a signed-in account, and the mount waits for them', async () => {
    const visitor = await start();
    expect(started(visitor.context)).toEqual([]);
    visitor.stop();

    page = pageOf({ authenticatedAccount: { id: 'acct-owner' }, websiteRoles: [1] });
    const context = coreContext({ page, consent });
    let release!: () => void;
    context.start.mockImplementation((name) =>
      name === 'account-extras' ? new Promise((resolve) => (release = () => resolve(undefined))) : Promise.resolve(undefined),
    );
    let mounted = false;
    const mounting = Promise.resolve(mount(document.createElement('script'), context)).then((destroy) => {
      mounted = true;
      running.push(() => {
        context.controller.abort();
        (destroy as () => void)();
      });
    });
    await vi.waitFor(() => expect(started(context)).toEqual([['owner'], ['account-extras']]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mounted).toBe(false);
    release();
    await mounting;
    expect(mounted).toBe(true);
  });

  it('with the Escape-key setting on, a visitor loads the owner flows only on the first Escape press, handing them that press', async () => {
    page = pageOf({ websiteSettings: { escapeKeyLoginEnabled: true } });
    const { context, stop } = await start();
    expect(started(context)).toEqual([]);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(started(context)).toEqual([]);
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true });
    document.dispatchEvent(escape);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(context.start.mock.calls).toEqual([['owner', { escape }]]);
    stop();
  });

  it('a lazy feature that could not start (the core reported it) stops none of the other services', async () => {
    // A signed-in viewer: the account extras start (and fail here), and census counts the viewer as a visitor.
    page = pageOf({ authenticatedAccount: { id: 'acct-viewer' }, websiteRoles: [10] });
    const context = coreContext({ page, consent });
    context.start.mockResolvedValue(undefined);
    const destroy = (await mount(document.createElement('script'), context)) as () => void;
    running.push(() => {
      context.controller.abort();
      destroy();
    });
    expect(started(context)).toContainEqual(['account-extras']);
    idle();
    expect(recordPageView).toHaveBeenCalledTimes(1);
  });

  it('starts the cookie banner when it must show, else only for a force event (forced), once', async () => {
    page = pageOf({ cookieSettings: { isCookieBannerEnabled: true } });
    const shown = await start();
    expect(started(shown.context)).toEqual([['cookie-banner', { forced: false }]]);
    shown.stop();

    givenConsent(true);
    const chosen = await start();
    expect(started(chosen.context)).toEqual([]);
    dispatchEvent(new CustomEvent(COOKIE_BANNER_FORCE_EVENT, { detail: { cookieBannerTheme: 'LIGHT' } }));
    dispatchEvent(new CustomEvent(COOKIE_BANNER_FORCE_EVENT));
    // The settings of the force event that loads the chunk travel with it (its own listener comes later).
    expect(started(chosen.context)).toEqual([['cookie-banner', { forced: true, detail: { cookieBannerTheme: 'LIGHT' } }]]);
    chosen.stop();
  });

  it('starts the cookie banner open for the visitor from a [data-cookie-settings] control or the open event, once; other clicks do nothing', async () => {
    page = pageOf({ cookieSettings: { isCookieBannerEnabled: true } });
    givenConsent(false);
    document.body.innerHTML = '<footer><a href="#cookies" data-cookie-settings><span>Cookies</span></a><a href="#topo">Topo</a></footer>';
    try {
      const page = await start();
      const [control, other] = document.querySelectorAll('a');
      other!.click();
      expect(started(page.context)).toEqual([]);
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      control!.querySelector('span')!.dispatchEvent(click);
      // The link's own navigation does not happen: the control only opens the banner.
      expect(click.defaultPrevented).toBe(true);
      expect(started(page.context)).toEqual([['cookie-banner', { forced: false, opened: true }]]);
      // From then on the banner's own listeners take the open and force events: the chunk starts once.
      dispatchEvent(new Event(COOKIE_BANNER_OPEN_EVENT));
      dispatchEvent(new CustomEvent(COOKIE_BANNER_FORCE_EVENT));
      expect(started(page.context)).toHaveLength(1);
      page.stop();
      control!.click();
      expect(started(page.context)).toHaveLength(1);

      const opened = await start();
      dispatchEvent(new Event(COOKIE_BANNER_OPEN_EVENT));
      expect(started(opened.context)).toEqual([['cookie-banner', { forced: false, opened: true }]]);
    } finally {
      document.body.replaceChildren();
    }
  });

  it('in edit mode starts no cookie banner, except for a force event (the editor previewing it)', async () => {
    page = pageOf({ cookieSettings: { isCookieBannerEnabled: true } });
    page = { ...page, editMode: true };
    const editing = await start();
    expect(started(editing.context)).toEqual([]);
    dispatchEvent(new CustomEvent(COOKIE_BANNER_FORCE_EVENT));
    expect(started(editing.context)).toEqual([['cookie-banner', { forced: true, detail: null }]]);
    editing.stop();
  });

  it('destroy stops listening for consent and page events', async () => {
    givenConsent(false, false);
    (await start()).stop();
    dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    idle();
    expect(consent.choose).not.toHaveBeenCalled();
    expect(recordPageView).not.toHaveBeenCalled();
  });
});
