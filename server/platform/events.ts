import type { FastifyPluginAsync } from 'fastify';
import { isRecord, stringField, tryParseJson } from '../body.ts';
import { ERROR_REPORT_PATH } from '../qa/error-reports.ts';
import { requireCrumb } from './crumb.ts';

interface ErrorReportEntry {
  eventName: string;
  data: string;
  timestamp: number;
}

function isErrorReportEntry(value: unknown): value is ErrorReportEntry {
  return isRecord(value) && typeof value['eventName'] === 'string' && typeof value['data'] === 'string' && typeof value['timestamp'] === 'number';
}

interface TraceEntry {
  pageUrl: string;
  type: string;
  data: unknown;
}

function isTraceEntry(value: unknown): value is TraceEntry {
  return isRecord(value) && typeof value['pageUrl'] === 'string' && typeof value['type'] === 'string' && 'data' in value;
}

/** The trace list of a body: the form field `data` (a JSON string), or `data` of a JSON body, string or list. */
function traceList(body: unknown): unknown {
  if (!isRecord(body)) return undefined;
  const data = body['data'];
  return typeof data === 'string' ? tryParseJson(data) : data;
}

/** Whether a request body is JSON (the older RecordEvent client) rather than form-encoded. */
function isJsonRequest(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** Event collection: traces, JavaScript error reports and product analytics events. */
export const eventRoutes: FastifyPluginAsync = async (app) => {
  // Batched traces: the form field `data` holding a JSON list of { pageUrl, type, data } (the
  // runtime's sendBeacon), or a JSON body with that list. Not read by the runtime; the log keeps it.
  app.post('/api/events/Trace', async (request, reply) => {
    const list = traceList(request.body);
    if (!Array.isArray(list) || !list.every(isTraceEntry)) {
      return reply.code(400).send({ error: 'Esperado o campo "data": lista JSON de { pageUrl, type, data }.' });
    }
    return {};
  });

  app.post(ERROR_REPORT_PATH, { preHandler: requireCrumb }, async (request, reply) => {
    if (!Array.isArray(request.body) || !request.body.every(isErrorReportEntry)) {
      return reply.code(400).send({ error: 'Esperada uma lista JSON de { eventName, data (texto), timestamp (número) }.' });
    }
    return {};
  });

  // Two clients (galleries-maps-measurement.md §7): the current one posts a form (crumb, event,
  // extra fields, data as a JSON string) and gets 200; the older one posts a JSON object (data may
  // be the payload object itself) and gets 202, one of the two statuses it accepts.
  app.post('/api/events/RecordEvent', { preHandler: requireCrumb }, async (request, reply) => {
    const event = stringField(request.body, 'event');
    if (event === undefined || event === '') return reply.code(400).send({ error: 'Campo "event" ausente.' });
    const json = isJsonRequest(request.headers['content-type']);
    const data = isRecord(request.body) ? request.body['data'] : undefined;
    const dataIsJson = data === undefined || (typeof data === 'string' ? tryParseJson(data) !== undefined : json && isRecord(data));
    if (!dataIsJson) return reply.code(400).send({ error: 'Campo "data" não é JSON.' });
    return reply.code(json ? 202 : 200).send({});
  });
};
