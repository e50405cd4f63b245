import type { FastifyRequest } from 'fastify';
import { structuredBody } from '../body.ts';
import { RECORDED_HEADERS, type NewRequestRecord, type RecordedHeader } from './request-log.ts';
import { requestPath } from '../request-path.ts';
import { qaSessionOf } from './session.ts';

/**
 * What the request log keeps of a request (after body parsing, when there is a body); its QA session is its
 * qa_session cookie unless `sessionOf` says otherwise (the CDN origin's, from the address: server/cdn/).
 */
export function describeRequest(request: FastifyRequest, sessionOf: (request: FastifyRequest) => string | null = qaSessionOf): NewRequestRecord {
  const record: NewRequestRecord = {
    session: sessionOf(request),
    method: request.method,
    path: requestPath(request),
    query: queryOf(request.url),
    headers: recordedHeaders(request),
    cookies: definedValues(request.cookies ?? {}),
  };
  if (request.body !== undefined) record.body = structuredBody(request.body);
  if (typeof request.body === 'string') record.bodyText = request.body;
  return record;
}

function recordedHeaders(request: FastifyRequest): Partial<Record<RecordedHeader, string>> {
  const headers: Partial<Record<RecordedHeader, string>> = {};
  for (const name of RECORDED_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
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

function definedValues(cookies: Record<string, string | undefined>): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const [key, value] of Object.entries(cookies)) if (value !== undefined) copy[key] = value;
  return copy;
}
