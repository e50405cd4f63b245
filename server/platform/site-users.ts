import type { FastifyPluginAsync } from 'fastify';
import { isRecord } from '../body.ts';
import { COOKIE, SERVER_ONLY_COOKIE } from '../cookies.ts';
import { findSiteUser, type SiteUser } from '../data/users.ts';
import { randomToken } from '../random.ts';
import { requireCrumb } from './crumb.ts';

interface SiteUserSession {
  user: SiteUser;
  xsrfToken: string;
}

/** Live site-user sessions by session cookie value. */
export class SiteUserSessions {
  private readonly sessions = new Map<string, SiteUserSession>();

  open(user: SiteUser): { id: string; xsrfToken: string } {
    const id = randomToken(16);
    const xsrfToken = randomToken(16);
    this.sessions.set(id, { user, xsrfToken });
    return { id, xsrfToken };
  }

  get(id: string | undefined): SiteUserSession | undefined {
    return id === undefined ? undefined : this.sessions.get(id);
  }

  close(id: string | undefined): void {
    if (id !== undefined) this.sessions.delete(id);
  }
}

export interface SiteUserRoutesOptions {
  siteUsers: SiteUserSessions;
}

interface LoginBody {
  email: string;
  password: string;
  rememberMe?: boolean;
}

function isLoginBody(body: unknown): body is LoginBody {
  return (
    isRecord(body) &&
    typeof body['email'] === 'string' &&
    typeof body['password'] === 'string' &&
    (body['rememberMe'] === undefined || typeof body['rememberMe'] === 'boolean')
  );
}

/** "Remember me" keeps the session cookie for 30 days; otherwise it ends with the browser session. */
const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60;

/** Site-user (member area) session: login, current account, logout. */
export const siteUserRoutes: FastifyPluginAsync<SiteUserRoutesOptions> = async (app, { siteUsers }) => {
  app.post('/api/site-users/account/session', async (request, reply) => {
    if (!isLoginBody(request.body)) {
      return reply.code(400).send({ error: 'Esperado { email, password, rememberMe }.' });
    }
    const user = findSiteUser(request.body.email, request.body.password);
    if (user === undefined) return reply.code(401).send({ error: 'E-mail ou senha incorretos.' });
    const session = siteUsers.open(user);
    reply.setCookie(COOKIE.siteUserSession, session.id, {
      ...SERVER_ONLY_COOKIE,
      ...(request.body.rememberMe === true ? { maxAge: REMEMBER_ME_SECONDS } : {}),
    });
    return { xsrfToken: session.xsrfToken };
  });

  app.get('/api/site-users/account', async (request, reply) => {
    const session = siteUsers.get(request.cookies[COOKIE.siteUserSession]);
    if (session === undefined || request.headers['x-siteuser-xsrf-token'] !== session.xsrfToken) {
      return reply.code(401).send({ loginRequired: true });
    }
    return { email: session.user.email, firstName: session.user.firstName };
  });

  app.delete(
    '/api/site-users/account/session',
    {
      preHandler: requireCrumb,
      schema: { querystring: { type: 'object', properties: { cloneCart: { type: 'boolean' } } } },
    },
    async (request, reply) => {
      siteUsers.close(request.cookies[COOKIE.siteUserSession]);
      reply.clearCookie(COOKIE.siteUserSession, SERVER_ONLY_COOKIE);
      return {};
    },
  );
};
