import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringField } from '../body.ts';
import { COOKIE, SITE_COOKIE } from '../cookies.ts';
import { randomToken } from '../random.ts';

function newCrumb(): string {
  return randomToken(16);
}

/** Pages hand out a crumb the first time a browser visits, as the platform does. */
export function ensureCrumbCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.cookies[COOKIE.crumb]) reply.setCookie(COOKIE.crumb, newCrumb(), SITE_COOKIE);
}

/** The crumb the request presents: the X-CSRF-Token header, else the `crumb` query param, else a `crumb` body field. */
function presentedCrumb(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string' && header !== '') return header;
  return stringField(request.query, 'crumb') ?? stringField(request.body, 'crumb');
}

/**
 * Route preHandler for write calls that need the anti-forgery crumb. On a mismatch the platform
 * answers 401 with a fresh crumb (also set as the cookie) so the client can retry once.
 */
export async function requireCrumb(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const cookie = request.cookies[COOKIE.crumb];
  if (cookie !== undefined && cookie !== '' && presentedCrumb(request) === cookie) return undefined;
  const crumb = newCrumb();
  reply.setCookie(COOKIE.crumb, crumb, SITE_COOKIE);
  return reply.code(401).send({ crumbFail: true, crumb });
}
