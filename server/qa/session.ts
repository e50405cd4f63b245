import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE, SERVER_ONLY_COOKIE } from '../cookies.ts';
import { randomToken } from '../random.ts';

/** The QA session the request belongs to (qa_session cookie), or null outside any session. */
export function qaSessionOf(request: FastifyRequest): string | null {
  const session = request.cookies[COOKIE.qaSession];
  return session === undefined || session === '' ? null : session;
}

/** The request's QA session, or a new one whose cookie the reply sets (a scenario or a release pin opened in a browser). */
export function ensureQaSession(request: FastifyRequest, reply: FastifyReply): string {
  const session = qaSessionOf(request);
  if (session !== null) return session;
  const created = randomToken(8);
  reply.setCookie(COOKIE.qaSession, created, SERVER_ONLY_COOKIE);
  return created;
}

/** Paths of the QA API itself: never recorded and never faulted, so tests keep control. */
export function isQaPath(path: string): boolean {
  return path === '/__qa' || path.startsWith('/__qa/');
}
