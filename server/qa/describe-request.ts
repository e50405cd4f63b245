import type { FastifyRequest } from 'fastify';
import { isRecord, structuredBody } from '../body.ts';
import { RECORDED_HEADERS, type NewRequestRecord, type RecordedHeader } from './request-log.ts';
import { requestPath } from '../request-path.ts';
import { qaSessionOf } from './session.ts';

/** What the request log keeps of a request (after body parsing, when there is a body). */
export function describeRequest(request: FastifyRequest): NewRequestRecord {
  const record: NewRequestRecord = {
    session: qaSessionOf(request),
    method: request.method,
    path: requestPath(request),
    query: stringValues(request.query),
    headers: recordedHeaders(request),
    cookies: definedValues(request.cookies),
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

/** Copies a parsed query string, keeping string and string-list values. */
function stringValues(query: unknown): Record<string, string | string[]> {
  const copy: Record<string, string | string[]> = {};
  if (!isRecord(query)) return copy;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') copy[key] = value;
    else if (Array.isArray(value)) copy[key] = value.map(String);
  }
  return copy;
}

function definedValues(cookies: Record<string, string | undefined>): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const [key, value] of Object.entries(cookies)) if (value !== undefined) copy[key] = value;
  return copy;
}
