import { vi, type Mock } from 'vitest';
import type { CoreContext, Destroy } from '../core/contract.ts';
import { pageConsent, type Consent } from '../platform/consent/consent.ts';
import { readPage, type Page } from '../platform/page-context/read-page-context.ts';
import { featureEvent } from '../shared/page-events.ts';

export interface CoreContextOptions {
  /** Abort it to destroy what got the context. */
  readonly controller?: AbortController;
  /** The page the core would read: by default the test document's site-context and body class, read now. */
  readonly page?: Page;
  /** The page's consent engine: by default the real one for `page` (consentStub for a test that decides). */
  readonly consent?: Consent;
  /** Whose events `dispatch` fires, and where, as the core would: a block's name and element. */
  readonly events?: { readonly feature: string; readonly target: EventTarget };
}

/** A CoreContext as the core hands it, with spies; abort `controller` to destroy what got it. */
export function coreContext({
  controller = new AbortController(),
  page = readPage(document),
  consent = pageConsent(page),
  events = { feature: 'test', target: document },
}: CoreContextOptions = {}): CoreContext & {
  readonly controller: AbortController;
  readonly report: Mock<(error: unknown) => void>;
  readonly start: Mock<CoreContext['start']>;
  readonly dispatch: Mock<CoreContext['dispatch']>;
} {
  return {
    controller,
    page,
    consent,
    signal: controller.signal,
    report: vi.fn<(error: unknown) => void>(),
    loadModule: vi.fn() as CoreContext['loadModule'],
    start: vi.fn<CoreContext['start']>(async (): Promise<Destroy | undefined> => () => undefined),
    dispatch: vi.fn<CoreContext['dispatch']>((name, detail) => {
      events.target.dispatchEvent(new CustomEvent(featureEvent(events.feature, name), { bubbles: true, detail }));
    }),
  };
}
