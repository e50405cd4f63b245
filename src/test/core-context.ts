import { vi, type Mock } from 'vitest';
import type { CoreContext, Destroy } from '../core/contract.ts';

/** A CoreContext as the mounter hands it, with spies; abort `controller` to destroy what got it. */
export function coreContext(controller = new AbortController()): CoreContext & {
  readonly controller: AbortController;
  readonly report: Mock<(error: unknown) => void>;
  readonly start: Mock<CoreContext['start']>;
} {
  return {
    controller,
    signal: controller.signal,
    report: vi.fn<(error: unknown) => void>(),
    loadModule: vi.fn() as CoreContext['loadModule'],
    start: vi.fn<CoreContext['start']>(async (): Promise<Destroy | undefined> => () => undefined),
  };
}
