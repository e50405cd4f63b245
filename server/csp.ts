import { randomToken } from './random.ts';

/** Where browsers send violation reports (recorded by the QA API). */
export const CSP_REPORT_PATH = '/__qa/csp-report';

/** A fresh nonce per HTML response, as the platform renderer does. */
export function createNonce(): string {
  return randomToken(16);
}

export interface PolicyOptions {
  /** Origins the page may call besides its own: the site's https domain of secure mode (docs/markup.md "Platform calls"). */
  connectTo?: readonly string[];
  /**
   * The origin runtime.js is served from when it is not the page's (a CDN, docs/markup.md §1 "The runtime on
   * another origin"): its modules (`script-src`), its chunks' stylesheets (`style-src`), version.json and the
   * question after a failure (`connect-src`).
   */
  runtimeOrigin?: string;
}

/**
 * The platform's policy: same-origin everything, inline code only with the response nonce,
 * no unsafe-inline and no unsafe-eval, so the runtime is tested under the real constraints.
 */
export function contentSecurityPolicy(nonce: string, { connectTo = [], runtimeOrigin }: PolicyOptions = {}): string {
  const runtime = runtimeOrigin === undefined ? [] : [runtimeOrigin];
  return [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...runtime].join(' '),
    ["style-src 'self'", `'nonce-${nonce}'`, ...runtime].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...runtime, ...connectTo].join(' '),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}
