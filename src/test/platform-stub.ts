import { vi } from 'vitest';
import { SITE_CONTEXT_ID } from '../shared/markers.ts';

/**
 * Unit tests only: what a mounted form talks to. The page context goes in the document once per test
 * file, before anything reads it (it is read once per document). fetch is stubbed: the form calls
 * reply from per-path queues, census calls get 204 and are recorded like the rest.
 */

export const COLLECTION_ID = '5f0c1a2b3c4d5e6f7a8b9c11';
export const SITE_KEY = '6Lc-chave-do-site';

/** `baseUrl` is the site's own address (none by default: features use the page's origin). */
export function installSiteContext({ baseUrl = '' }: { baseUrl?: string } = {}): void {
  if (document.getElementById(SITE_CONTEXT_ID)) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_CONTEXT_ID;
  script.textContent = JSON.stringify({
    website: { id: 'site-1', identifier: 'loja-da-ana', websiteType: 1, siteStatus: { value: 8 }, developerMode: false, cloneable: false, baseUrl },
    websiteSettings: {},
    websiteRoles: [],
    authenticatedAccount: null,
    pageType: 2,
    showAnnouncementBar: false,
    collection: { id: COLLECTION_ID, fullUrl: '/contato', type: 10 },
    captchaSettings: { siteKey: SITE_KEY, scriptUrl: 'https://captcha.example.com/api.js' },
  });
  document.head.append(script);
}

interface RecordedCall {
  readonly path: string;
  /** The whole address, origin and query included. */
  readonly url: string;
  readonly init: RequestInit;
}

export interface PlatformStub {
  readonly calls: RecordedCall[];
  /** Queues replies for a path, used in order. */
  reply(path: string, ...replies: (Response | Promise<Response>)[]): void;
  /** The calls to a path. */
  callsTo(path: string): RecordedCall[];
}

export function stubPlatform(): PlatformStub {
  const calls: RecordedCall[] = [];
  const queues = new Map<string, (Response | Promise<Response>)[]>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, location.href);
      const path = url.pathname;
      calls.push({ path, url: url.href, init });
      if (path.startsWith('/api/census/')) return new Response(null, { status: 204 });
      const next = queues.get(path)?.shift();
      if (!next) throw new Error(`no reply queued for ${path}`);
      return next;
    }),
  );
  return {
    calls,
    reply: (path, ...replies) => queues.set(path, [...(queues.get(path) ?? []), ...replies]),
    callsTo: (path) => calls.filter((call) => call.path === path),
  };
}

export const json = (body: unknown, status = 200): Response => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Submits as the browser does on Enter or a click on the submit button; returns the event to check defaultPrevented. */
export function submit(form: HTMLFormElement): Event {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
}

/** Types into a control as a visitor does: the value, then an input event. */
export function type(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  control.value = value;
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
