import type { FastifyRequest } from 'fastify';

/** The request path without its query string, as the browser sent it (still percent-encoded). */
export function requestPath(request: FastifyRequest): string {
  const end = request.url.indexOf('?');
  return end === -1 ? request.url : request.url.slice(0, end);
}

/**
 * The query string as the client sent it (a repeated parameter as a list), read from the address
 * itself: a route's schema may have coerced request.query already (`cloneCart=false` to a boolean).
 */
export function queryOf(url: string): Record<string, string | string[]> {
  const copy: Record<string, string | string[]> = {};
  const start = url.indexOf('?');
  if (start < 0) return copy;
  for (const [key, value] of new URLSearchParams(url.slice(start + 1))) {
    const seen = copy[key];
    copy[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return copy;
}
