import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy, createNonce, type PolicyOptions } from '../csp.ts';
import { ensureCrumbCookie } from '../platform/crumb.ts';
import type { SafeHtml } from './escape.ts';
import { addNonces } from './nonce.ts';

/**
 * The one way HTML leaves the server: a fresh nonce on every script and style block and in the
 * CSP header, never cached, and a crumb cookie for browsers that have none yet.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: SafeHtml, statusCode = 200, policy: PolicyOptions = {}): FastifyReply {
  const nonce = createNonce();
  ensureCrumbCookie(request, reply);
  return reply
    .code(statusCode)
    .header('content-security-policy', contentSecurityPolicy(nonce, policy))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(addNonces(page.value, nonce));
}
