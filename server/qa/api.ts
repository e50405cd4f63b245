import type { FastifyPluginAsync } from 'fastify';
import type { CspReportStore } from './csp-reports.ts';
import { errorReports } from './error-reports.ts';
import { performanceRecords } from './performance-records.ts';
import type { FaultSpec, FaultStore } from './faults.ts';
import type { RequestFilter, RequestLog } from './request-log.ts';
import { qaSessionOf } from './session.ts';

export interface QaApiOptions {
  log: RequestLog;
  faults: FaultStore;
  cspReports: CspReportStore;
}

interface SessionQuery {
  session?: string;
}

const sessionQuerySchema = {
  type: 'object',
  properties: { session: { type: 'string', minLength: 1 } },
} as const;

const requestFilterSchema = {
  type: 'object',
  properties: {
    session: { type: 'string', minLength: 1 },
    path: { type: 'string', minLength: 1 },
    method: { type: 'string', minLength: 1 },
  },
} as const;

/** Unknown properties are refused (not dropped) so a typo in a test's fault is caught at once. */
const faultSchema = {
  type: 'object',
  required: ['path'],
  additionalProperties: false,
  properties: {
    session: { type: ['string', 'null'], minLength: 1 },
    method: { type: 'string', minLength: 1 },
    path: { type: 'string', pattern: '^/' },
    status: { type: 'integer', minimum: 100, maximum: 599 },
    body: { type: 'string' },
    contentType: { type: 'string', minLength: 1, maxLength: 200 },
    // Header names as HTTP spells them (RFC 9110 token); values without line breaks, so none can split the answer.
    headers: {
      type: 'object',
      maxProperties: 20,
      propertyNames: { pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$", maxLength: 100 },
      additionalProperties: { type: 'string', maxLength: 1000, pattern: '^[^\\r\\n]*$' },
    },
    delayMs: { type: 'integer', minimum: 0, maximum: 600000 },
    drop: { type: 'boolean' },
    times: { type: 'integer', minimum: 1 },
  },
  anyOf: [{ required: ['status'] }, { required: ['body'] }, { required: ['delayMs'] }, { required: ['drop'] }],
} as const;

/** The JSON side of the QA API: request log, faults, error reports and CSP reports. */
export const qaApi: FastifyPluginAsync<QaApiOptions> = async (app, { log, faults, cspReports }) => {
  // Browsers post reports with their own media types; both carry JSON.
  app.addContentTypeParser(['application/csp-report', 'application/reports+json'], { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('CSP report is not JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.get('/__qa/health', async () => ({ ok: true }));

  app.get<{ Querystring: RequestFilter }>('/__qa/requests', { schema: { querystring: requestFilterSchema } }, async (request) => log.list(request.query));

  app.delete<{ Querystring: SessionQuery }>('/__qa/requests', { schema: { querystring: sessionQuerySchema } }, async (request) => ({
    cleared: log.clear(request.query.session),
  }));

  app.post<{ Body: FaultSpec }>('/__qa/faults', { schema: { body: faultSchema } }, async (request, reply) =>
    reply.code(201).send({ id: faults.add(request.body).id }),
  );

  app.get<{ Querystring: SessionQuery }>('/__qa/faults', { schema: { querystring: sessionQuerySchema } }, async (request) =>
    faults.list(request.query.session),
  );

  app.delete<{ Querystring: SessionQuery }>('/__qa/faults', { schema: { querystring: sessionQuerySchema } }, async (request) => ({
    removed: faults.clear(request.query.session),
  }));

  app.delete<{ Params: { id: string } }>('/__qa/faults/:id', async (request, reply) =>
    faults.remove(request.params.id) ? { removed: 1 } : reply.code(404).send({ error: `No fault with id ${request.params.id}.` }),
  );

  app.get<{ Querystring: SessionQuery }>('/__qa/errors.json', { schema: { querystring: sessionQuerySchema } }, async (request) =>
    errorReports(log, request.query.session),
  );

  app.get<{ Querystring: SessionQuery }>('/__qa/performance.json', { schema: { querystring: sessionQuerySchema } }, async (request) =>
    performanceRecords(log, request.query.session),
  );

  app.post('/__qa/csp-report', async (request, reply) => {
    cspReports.add(qaSessionOf(request), request.body);
    return reply.code(204).send();
  });

  app.get<{ Querystring: SessionQuery }>('/__qa/csp.json', { schema: { querystring: sessionQuerySchema } }, async (request) =>
    cspReports.list(request.query.session),
  );
};
