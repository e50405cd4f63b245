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
}

/**
 * The platform's policy: same-origin everything, inline code only with the response nonce,
 * no unsafe-inline and no unsafe-eval, so the runtime is tested under the real constraints.
 */
export function contentSecurityPolicy(nonce: string, { connectTo = [] }: PolicyOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectTo].join(' '),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}
