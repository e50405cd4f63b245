import { getPageContext } from '../../platform/page-context/read-page-context.ts';
import { startAnnouncementBar } from './announcement-bar.ts';
import { startOverlayManager } from './overlay-manager.ts';


export interface AccountExtrasOptions {
  /** Aborted when the page-level services are torn down: stops both modules, as the returned function does. */
  readonly signal: AbortSignal;
  /** Reports an error of these modules to ops without breaking the page. */
  report(error: unknown): void;
}

/**
 * The modules a logged-in account gets (site-runtime.md §6): the announcement bar preview and the
 * overlay manager. A lazy chunk of its own (registry LAZY_CHUNKS `account-extras`), which the
 * page-level services load only when the page context has an authenticatedAccount, so a visitor's
 * page downloads none of it. Each module starts on its own: one failing is reported and the other
 * still runs. Returns the function that undoes both (idempotent).
 */
export function startAccountExtras({ signal, report }: AccountExtrasOptions): () => void {
  if (signal.aborted) return () => undefined;
  const context = getPageContext();
  const stops: (() => void)[] = [];
  for (const start of [
    () => startAnnouncementBar({ enabled: context.showAnnouncementBar, report }),
    () => startOverlayManager({ report }),
  ]) {
    try {
      stops.push(start());
    } catch (error) {
      report(error);
    }
  }

  let stopped = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    signal.removeEventListener('abort', stop);
    for (const undo of stops) {
      try {
        undo();
      } catch (error) {
        report(error);
      }
    }
  };
  signal.addEventListener('abort', stop, { once: true });
  return stop;
}
