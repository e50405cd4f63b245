import { SiteRuntimeError } from '../../shared/errors.ts';
import { pageNonce } from '../../ui/page-nonce.ts';

/** A provider's script did not load (a network failure, an error status, a CSP refusal). */
export class WidgetScriptError extends SiteRuntimeError {
  override readonly name = 'WidgetScriptError';
}

interface Load {
  readonly script: HTMLScriptElement;
  readonly done: Promise<void>;
  users: number;
}

/** The scripts the blocks on the page use now, by address. */
const loads = new Map<string, Load>();

export interface WidgetScriptUse {
  /** Resolves once the script has run; rejects with WidgetScriptError when it could not load. */
  readonly done: Promise<void>;
  /** The block no longer needs it: the last user takes the script element away. */
  release(): void;
}

/**
 * Adds the provider's script (an http(s) address, checked by the caller) once per address for the blocks
 * that use it at the same time (site-runtime.md §7), with the page's nonce. Once every block using it is
 * destroyed its element goes, so a block mounted again (re-initialised) adds it again and the provider
 * renders into the new host (site-runtime.md §4 "reloads on re-initialisation").
 */
export function useWidgetScript(url: string, doc: Document): WidgetScriptUse {
  let load = loads.get(url);
  if (!load) {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.nonce = pageNonce(doc);
    const done = new Promise<void>((resolve, reject) => {
      script.addEventListener('load', () => resolve(), { once: true });
      script.addEventListener('error', () => reject(new WidgetScriptError(`the script ${url} did not load`)), { once: true });
    });
    // Every user hears the failure through its own `done`; this one only keeps it from being unhandled.
    done.catch(() => undefined);
    load = { script, done, users: 0 };
    loads.set(url, load);
    doc.head.append(script);
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
      if (used.users > 0 || loads.get(url) !== used) return;
      loads.delete(url);
      used.script.remove();
    },
  };
}
