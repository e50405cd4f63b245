import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MountContext } from '../../core/contract.ts';
import { CONSENT_EVENT } from '../../shared/page-events.ts';

const consentListeners = new Set<(allowed: boolean) => void>();
let allowed = true;
const consent = {
  trackingAllowed: () => allowed,
  choice: vi.fn(),
  choose: vi.fn((next: boolean) => {
    allowed = next;
    for (const listener of consentListeners) listener(next);
  }),
  onChange: (listener: (allowed: boolean) => void) => {
    consentListeners.add(listener);
    return () => consentListeners.delete(listener);
  },
};
const recordVisit = vi.fn(() => ({ cvr: 'id-1|1|1|1|1', newVisit: true }));
const recordPageView = vi.fn(async () => undefined);
const sendLandingBeacon = vi.fn();
const shouldRecordPageView = vi.fn(() => true);
let contextJson = '{}';

vi.mock('../../platform/consent/consent.ts', () => ({ getConsent: () => consent }));
vi.mock('../../platform/visits/record-visit.ts', () => ({ recordVisit }));
vi.mock('../../platform/census/page-view.ts', () => ({ recordPageView }));
vi.mock('../../platform/tracking/landing-beacon.ts', () => ({ sendLandingBeacon }));
vi.mock('../../platform/census/page-view-gate.ts', () => ({ shouldRecordPageView, censusDisabledFlag: () => false }));
vi.mock('../../platform/page-context/read-page-context.ts', async (original) => {
  const actual = await original<typeof import('../../platform/page-context/read-page-context.ts')>();
  return { ...actual, getPageContext: () => actual.parsePageContext(contextJson).context };
});

const { mount } = await import('./index.ts');

const running: (() => void)[] = [];

/** happy-dom ignores `persisted` in the PageTransitionEvent constructor. */
function pageshow(persisted: boolean): Event {
  return Object.defineProperty(new Event('pageshow'), 'persisted', { value: persisted });
}

const stopAccountExtras = vi.fn();
const startAccountExtras = vi.fn(() => stopAccountExtras);
const startOwnerFlows = vi.fn();

async function start() {
  const controller = new AbortController();
  const loadFonts = vi.fn(() => () => undefined);
  // Each lazy chunk the services may load, by its registry name.
  const chunks: Record<string, unknown> = { fonts: { loadFonts }, owner: { startOwnerFlows }, 'account-extras': { startAccountExtras } };
  const context: MountContext = {
    signal: controller.signal,
    report: vi.fn(),
    loadModule: vi.fn(),
    loadChunk: vi.fn(async (name: string) => chunks[name]) as MountContext['loadChunk'],
  };
  const destroy = (await mount(document.createElement('script'), context)) as () => void;
  const stop = (): void => {
    if (controller.signal.aborted) return;
    controller.abort();
    destroy();
  };
  running.push(stop);
  return { context, loadFonts, stop };
}

beforeEach(() => {
  allowed = true;
  contextJson = '{}';
  consentListeners.clear();
  vi.clearAllMocks();
});
afterEach(() => {
  for (const stop of running.splice(0)) stop();
  consentListeners.clear();
});

describe('page-level services', () => {
  it('records the visit, the page view with its ss_cvr, and the landing beacon of a new visit', async () => {
    const { stop } = await start();
    expect(recordVisit).toHaveBeenCalledTimes(1);
    expect(recordPageView).toHaveBeenCalledWith(expect.anything(), 'id-1|1|1|1|1');
    expect(sendLandingBeacon).toHaveBeenCalledTimes(1);
    stop();
  });

  it('sends no landing beacon within a visit, and nothing at all when the page view is not tracked', async () => {
    recordVisit.mockReturnValueOnce({ cvr: 'id-1|1|1|1|1', newVisit: false });
    (await start()).stop();
    expect(sendLandingBeacon).not.toHaveBeenCalled();
    shouldRecordPageView.mockReturnValueOnce(false);
    (await start()).stop();
    expect(recordVisit).toHaveBeenCalledTimes(1);
  });

  it('waits for consent, then tracks once on the same page; the consent page event answers for the visitor', async () => {
    allowed = false;
    const { stop } = await start();
    expect(recordVisit).not.toHaveBeenCalled();
    dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: 'yes' } }));
    expect(consent.choose).not.toHaveBeenCalled();
    dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    expect(consent.choose).toHaveBeenCalledWith(true);
    expect(recordPageView).toHaveBeenCalledTimes(1);
    dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    expect(recordPageView).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts a page restored from the back/forward cache as a new view', async () => {
    const { stop } = await start();
    dispatchEvent(pageshow(false));
    expect(recordPageView).toHaveBeenCalledTimes(1);
    dispatchEvent(pageshow(true));
    expect(recordPageView).toHaveBeenCalledTimes(2);
    stop();
  });

  it('loads the fonts chunk only when the context names fonts', async () => {
    const plain = await start();
    expect(plain.context.loadChunk).not.toHaveBeenCalled();
    plain.stop();
    contextJson = JSON.stringify({ googleFonts: [{ includeName: 'Roboto:400' }] });
    const withFonts = await start();
    expect(withFonts.context.loadChunk).toHaveBeenCalledWith('fonts');
    await vi.waitFor(() => expect(withFonts.loadFonts).toHaveBeenCalledTimes(1));
    withFonts.stop();
  });

  it('loads the account-extras chunk only for a signed-in account, starts it before the mount ends, and stops it on destroy', async () => {
    const visitor = await start();
    expect(visitor.context.loadChunk).not.toHaveBeenCalledWith('account-extras');
    visitor.stop();
    expect(startAccountExtras).not.toHaveBeenCalled();

    contextJson = JSON.stringify({ authenticatedAccount: { id: 'acct-owner' }, websiteRoles: [1] });
    const account = await start();
    expect(account.context.loadChunk).toHaveBeenCalledWith('account-extras');
    expect(startAccountExtras).toHaveBeenCalledExactlyOnceWith({ signal: account.context.signal, report: account.context.report });
    expect(stopAccountExtras).not.toHaveBeenCalled();
    account.stop();
    expect(stopAccountExtras).toHaveBeenCalledTimes(1);
    expect(account.context.report).not.toHaveBeenCalled();
  });

  it('reports an account-extras chunk that fails to load; the other services still run', async () => {
    contextJson = JSON.stringify({ authenticatedAccount: { id: 'acct-owner' }, websiteRoles: [1] });
    const failure = new Error('chunk missing');
    const controller = new AbortController();
    const context: MountContext = {
      signal: controller.signal,
      report: vi.fn(),
      loadModule: vi.fn(),
      loadChunk: vi.fn(async (name: string) => {
        if (name === 'account-extras') throw failure;
        return { startOwnerFlows };
      }) as MountContext['loadChunk'],
    };
    const destroy = (await mount(document.createElement('script'), context)) as () => void;
    running.push(() => {
      controller.abort();
      destroy();
    });
    expect(context.report).toHaveBeenCalledExactlyOnceWith(failure);
    expect(recordPageView).toHaveBeenCalledTimes(1);
  });

  it('destroy stops listening for consent and page events', async () => {
    allowed = false;
    (await start()).stop();
    dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    expect(consent.choose).not.toHaveBeenCalled();
    expect(recordPageView).not.toHaveBeenCalled();
  });
});
