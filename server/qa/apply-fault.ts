import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import type { Fault } from './faults.ts';

/**
 * Carries out a fault. Answers true when the fault produced the response (or dropped the
 * connection), false when the request should now be handled normally (a pure delay).
 */
export async function applyFault(fault: Fault, reply: FastifyReply): Promise<boolean> {
  if (fault.delayMs !== undefined && fault.delayMs > 0) await delay(fault.delayMs);
  if (fault.drop === true) {
    // Nothing is written: the client sees the connection reset, like a network failure.
    reply.hijack();
    reply.raw.destroy();
    return true;
  }
  if (fault.status === undefined && fault.body === undefined) return false;
  await reply
    .code(fault.status ?? 200)
    .headers(fault.headers ?? {})
    .type(fault.contentType ?? 'application/json; charset=utf-8')
    .send(fault.body ?? JSON.stringify({ error: `Falha simulada (${fault.id}).` }));
  return true;
}
