import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cdnImageOf } from '../platform/cdn-images.ts';
import { describeRequest } from './describe-request.ts';
import { applyFault } from './apply-fault.ts';
import type { FaultStore } from './faults.ts';
import type { RequestLog, RequestRecord } from './request-log.ts';
import { requestPath } from '../request-path.ts';
import { isQaPath } from './session.ts';

export interface RecorderOptions {
  log: RequestLog;
  faults: FaultStore;
  /** The chunk a built file belongs to (server/static/chunk-names.ts). */
  chunkOf?: (path: string) => string | undefined;
  /** A request's QA session: its qa_session cookie unless given (the CDN origin's is in its address). */
  sessionOf?: (request: FastifyRequest) => string | null;
  /** The requests are the CDN origin's (server/cdn/): their records say so. */
  cdn?: boolean;
}

/**
 * Root hooks (they must be added before any route is registered, so every route and the 404
 * handler inherit them): record each request once its body is parsed, apply the newest matching
 * fault, and note the status when the response is sent (or destroy it, for a fault's `dropReply`).
 */
export function registerRecorder(app: FastifyInstance, { log, faults, chunkOf = () => undefined, sessionOf, cdn = false }: RecorderOptions): void {
  const records = new WeakMap<FastifyRequest, RequestRecord>();
  const describe = (request: FastifyRequest) => {
    const entry = describeRequest(request, sessionOf);
    if (cdn) entry.cdn = true;
    return entry;
  };

  app.addHook('preHandler', async (request, reply) => {
    // A static file that is missing is handed to the 404 handler, which runs this hook again.
    if (records.has(request) || isQaPath(requestPath(request))) return;
    const entry = describe(request);
    const chunk = chunkOf(entry.path);
    if (chunk !== undefined) entry.chunk = chunk;
    const image = cdnImageOf(entry.path, entry.query);
    if (image !== undefined) entry.image = image;
    const record = log.add(entry);
    records.set(request, record);
    const fault = faults.take({ method: entry.method, path: entry.path, session: entry.session, chunk });
    if (fault === undefined) return;
    record.fault = fault;
    if (await applyFault(fault, reply)) return reply;
  });

  // The request was handled (a save stored, say); its answer never leaves: a reply lost on the way.
  app.addHook('onSend', async (request, reply, payload) => {
    if (records.get(request)?.fault?.dropReply === true) reply.raw.destroy();
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    if (isQaPath(requestPath(request))) return;
    // No record yet: the request failed before preHandler (unparseable, unsupported or too large body).
    const record = records.get(request) ?? log.add(describe(request));
    if (record.fault?.drop !== true && record.fault?.dropReply !== true) record.status = reply.statusCode;
  });
}
