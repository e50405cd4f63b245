import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendHtml } from '../html/send-html.ts';
import type { CspReportStore } from './csp-reports.ts';
import { errorReports } from './error-reports.ts';
import { performanceRecords } from './performance-records.ts';
import { faultFromForm } from './fault-form.ts';
import { renderFaultPage } from './fault-page.ts';
import type { Fault, FaultSpec, FaultStore } from './faults.ts';
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

/** A plain HTML form's post (the QA pages' forms), not a JSON call. */
export function isFormPost(request: FastifyRequest): boolean {
  return request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true;
}

/** A browser: it gets the QA page, where scripts and curl get JSON. */
export function acceptsHtml(request: FastifyRequest): boolean {
  return request.headers.accept?.includes('text/html') === true;
}

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
    dropReply: { type: 'boolean' },
    times: { type: 'integer', minimum: 1 },
  },
  anyOf: [{ required: ['status'] }, { required: ['body'] }, { required: ['delayMs'] }, { required: ['drop'] }, { required: ['dropReply'] }],
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

  /** The faults page shows one session's faults when asked, else those that reach the caller (its session's and the global ones). */
  const pageFaults = (request: FastifyRequest, session?: string): Fault[] => {
    if (session !== undefined) return faults.list(session);
    const own = qaSessionOf(request);
    return own === null ? faults.list() : faults.reaching(own);
  };

  app.get('/__qa/health', async () => ({ ok: true }));

  app.get<{ Querystring: RequestFilter }>('/__qa/requests', { schema: { querystring: requestFilterSchema } }, async (request) => log.list(request.query));

  app.delete<{ Querystring: SessionQuery }>('/__qa/requests', { schema: { querystring: sessionQuerySchema } }, async (request) => ({
    cleared: log.clear(request.query.session),
  }));

  // The faults page's form posts here too: its fields become the JSON shape before the one schema checks them,
  // and it gets the page back (303) or the page with the reason it was refused.
  app.post<{ Body: FaultSpec }>(
    '/__qa/faults',
    {
      schema: { body: faultSchema },
      preValidation: async (request) => {
        if (isFormPost(request)) request.body = faultFromForm(request.body) as unknown as FaultSpec;
      },
      errorHandler: (error, request, reply) => {
        if (!isFormPost(request) || error.validation === undefined) return reply.send(error);
        const page = renderFaultPage({ faults: pageFaults(request), session: qaSessionOf(request), error: error.message });
        return sendHtml(request, reply, page, 400);
      },
    },
    async (request, reply) => {
      const { id } = faults.add(request.body);
      return isFormPost(request) ? reply.redirect('/__qa/faults', 303) : reply.code(201).send({ id });
    },
  );

  // A browser (Accept: text/html) gets the faults page; scripts and curl get the JSON as before.
  app.get<{ Querystring: SessionQuery }>('/__qa/faults', { schema: { querystring: sessionQuerySchema } }, async (request, reply) => {
    if (!acceptsHtml(request)) return faults.list(request.query.session);
    return sendHtml(request, reply, renderFaultPage({ faults: pageFaults(request, request.query.session), session: qaSessionOf(request) }));
  });

  // HTML forms cannot send DELETE: the page's remove buttons post here.
  app.post<{ Params: { id: string } }>('/__qa/faults/:id/remove', async (request, reply) => {
    faults.remove(request.params.id);
    return reply.redirect('/__qa/faults', 303);
  });

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
