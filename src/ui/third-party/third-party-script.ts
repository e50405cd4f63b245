import { SiteRuntimeError } from '../../shared/errors.ts';
import { pageNonce } from './page-nonce.ts';

/** A third-party script that did not load: `reason` says whether it failed (network, status, CSP) or gave no answer in time. */
export class ThirdPartyScriptError extends SiteRuntimeError {
  override readonly name = 'ThirdPartyScriptError';
  constructor(
    readonly reason: 'error' | 'timeout',
    message: string,
  ) {
    super(message);
  }
}

export interface ThirdPartyScript {
  readonly script: HTMLScriptElement;
  /** Resolves once the script has run; rejects with ThirdPartyScriptError on a failure or after `timeoutMs`. */
  readonly done: Promise<void>;
}

/**
 * Adds a provider's script (an http(s) address, checked by the caller) to <head>, async and with the page's
 * nonce, and says when it has run. With `timeoutMs`, a script later than that has failed for the caller, whatever
 * it does once it arrives; the timer goes with `signal`. The caller removes the element when it no longer wants it.
 */
export function addThirdPartyScript(url: string, doc: Document, timeoutMs: number | undefined, signal: AbortSignal): ThirdPartyScript {
  const script = doc.createElement('script');
  script.src = url;
  script.async = true;
  script.nonce = pageNonce(doc);
  const done = new Promise<void>((resolve, reject) => {
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => reject(new ThirdPartyScriptError('timeout', `the script ${url} gave no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    script.addEventListener('load', () => (clearTimeout(timer), resolve()), { once: true });
    script.addEventListener('error', () => (clearTimeout(timer), reject(new ThirdPartyScriptError('error', `the script ${url} did not load`))), { once: true });
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
  // The caller hears the failure through `done`; this only keeps an unheard one (after an abort) from being unhandled.
  done.catch(() => undefined);
  doc.head.append(script);
  return { script, done };
}

interface SharedLoad extends ThirdPartyScript {
  readonly stop: AbortController;
  users: number;
}

/** The shared scripts the blocks on the page use now, by address. */
const shared = new Map<string, SharedLoad>();

/**
 * Per page, the addresses whose script failed to load (network, status, CSP), with that failure: a block
 * mounted later (added again, in a popup) gets it at once and nothing is requested, so a provider that is
 * down is asked once per page, not once per block. A script only late is not in it: it may still come.
 */
const failures = new WeakMap<Document, Map<string, Promise<void>>>();

export interface SharedThirdPartyScript {
  /** As addThirdPartyScript's: the same for every user of the address, its time-out (if any) counted from the first. */
  readonly done: Promise<void>;
  /** This user no longer needs it: the last one takes the element away, so a block mounted again loads it again. */
  release(): void;
}

/** addThirdPartyScript once per address for the blocks that use it at the same time, and never again once it failed. */
export function useSharedThirdPartyScript(url: string, doc: Document, timeoutMs?: number): SharedThirdPartyScript {
  const failed = failures.get(doc) ?? new Map<string, Promise<void>>();
  failures.set(doc, failed);
  const failure = failed.get(url);
  if (failure) return { done: failure, release: () => undefined };
  let load = shared.get(url);
  if (!load) {
    const stop = new AbortController();
    load = { ...addThirdPartyScript(url, doc, timeoutMs, stop.signal), stop, users: 0 };
    const { done } = load;
    done.catch((error: unknown) => {
      if (error instanceof ThirdPartyScriptError && error.reason === 'error') failed.set(url, done);
    });
    shared.set(url, load);
  }
  const used = load;
  used.users += 1;
  let released = false;
  return {
    done: used.done,
    release() {
      if (released) return;
      released = true;
      used.users -= 1;
      if (used.users > 0 || shared.get(url) !== used) return;
      shared.delete(url);
      used.stop.abort();
      used.script.remove();
    },
  };
}
