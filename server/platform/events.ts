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

/** Event collection: traces, JavaScript error reports and product analytics events. */
export const eventRoutes: FastifyPluginAsync = async (app) => {
  // Batched traces (form field `data` holding a JSON list, or a JSON body). Not read by the runtime.
  app.post('/api/events/Trace', async () => ({}));

  app.post(ERROR_REPORT_PATH, { preHandler: requireCrumb }, async (request, reply) => {
    if (!Array.isArray(request.body) || !request.body.every(isErrorReportEntry)) {
      return reply.code(400).send({ error: 'Esperada uma lista JSON de { eventName, data (texto), timestamp (número) }.' });
    }
    return {};
  });

  app.post('/api/events/RecordEvent', { preHandler: requireCrumb }, async (request, reply) => {
    const event = stringField(request.body, 'event');
    if (event === undefined || event === '') return reply.code(400).send({ error: 'Campo "event" ausente.' });
    const data = stringField(request.body, 'data');
    if (data !== undefined && tryParseJson(data) === undefined) {
      return reply.code(400).send({ error: 'Campo "data" não é JSON.' });
    }
    return {};
  });
};
