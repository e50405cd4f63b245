import type { FastifyRequest } from 'fastify';
import { COOKIE } from '../cookies.ts';

/** The QA session the request belongs to (qa_session cookie), or null outside any session. */
export function qaSessionOf(request: FastifyRequest): string | null {
  const session = request.cookies[COOKIE.qaSession];
  return session === undefined || session === '' ? null : session;
}

/** Paths of the QA API itself: never recorded and never faulted, so tests keep control. */
export function isQaPath(path: string): boolean {
  return path === '/__qa' || path.startsWith('/__qa/');
}
