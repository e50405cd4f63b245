import { vi, type Mock } from 'vitest';
import type { CoreContext, Destroy } from '../core/contract.ts';
import { pageConsent, type Consent } from '../platform/consent/consent.ts';
import { readPage, type Page } from '../platform/page-context/read-page-context.ts';

export interface CoreContextOptions {
  /** Abort it to destroy what got the context. */
  readonly controller?: AbortController;
  /** The page the core would read: by default the test document's site-context and body class, read now. */
  readonly page?: Page;
  /** The page's consent engine: by default the real one for `page` (consentStub for a test that decides). */
  readonly consent?: Consent;
}

/** A CoreContext as the core hands it, with spies; abort `controller` to destroy what got it. */
export function coreContext({
  controller = new AbortController(),
  page = readPage(document),
  consent = pageConsent(page),
}: CoreContextOptions = {}): CoreContext & {
  readonly controller: AbortController;
  readonly report: Mock<(error: unknown) => void>;
  readonly start: Mock<CoreContext['start']>;
} {
  return {
    controller,
    page,
    consent,
    signal: controller.signal,
    report: vi.fn<(error: unknown) => void>(),
    loadModule: vi.fn() as CoreContext['loadModule'],
    start: vi.fn<CoreContext['start']>(async (): Promise<Destroy | undefined> => () => undefined),
  };
}
