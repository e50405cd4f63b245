import { vi } from 'vitest';
import type { CoreContext, Destroy } from '../core/contract.ts';

/** A CoreContext as the mounter hands it, with spies; abort `controller` to destroy what got it. */
export function coreContext(): CoreContext & { readonly controller: AbortController; readonly start: ReturnType<typeof vi.fn<CoreContext['start']>> } {
  const controller = new AbortController();
  return {
    controller,
    signal: controller.signal,
    report: vi.fn(),
    loadModule: vi.fn() as CoreContext['loadModule'],
    start: vi.fn<CoreContext['start']>(async (): Promise<Destroy | undefined> => () => undefined),
  };
}
