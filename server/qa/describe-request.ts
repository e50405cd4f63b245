import type { FastifyRequest } from 'fastify';
import { structuredBody } from '../body.ts';
import { RECORDED_HEADERS, type NewRequestRecord, type RecordedHeader } from './request-log.ts';
import { queryOf, requestPath } from '../request-path.ts';
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

function definedValues(cookies: Record<string, string | undefined>): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const [key, value] of Object.entries(cookies)) if (value !== undefined) copy[key] = value;
  return copy;
}
