import type { FastifyRequest } from 'fastify';

/** The request path without its query string, as the browser sent it (still percent-encoded). */
export function requestPath(request: FastifyRequest): string {
  const end = request.url.indexOf('?');
  return end === -1 ? request.url : request.url.slice(0, end);
}
