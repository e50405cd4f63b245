import * as z from 'zod/mini';
import { API_ROOT } from '../../shared/platform.ts';
import { request } from '../data/request.ts';
import { siteUserRequest } from './site-user-request.ts';
import { forgetXsrfToken, setXsrfToken } from './xsrf-token.ts';

const SESSION_PATH = `${API_ROOT}site-users/account/session`;

/** The login reply: a session token later site-user calls must present (site-runtime.md §3). */
const loginReplySchema = z.looseObject({ xsrfToken: z.string().check(z.refine((token) => token.length > 0)) });

export interface SignInDetails {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * Signs the site user in and keeps the session's token for later site-user calls. Rejects with the
 * data helper's DataError: wrong credentials are an application error with the platform's text.
 */
export async function signIn({ email, password, rememberMe }: SignInDetails): Promise<void> {
  const reply = await request({ method: 'POST', url: SESSION_PATH, body: { email, password, rememberMe }, json: true }, loginReplySchema);
  setXsrfToken(reply.xsrfToken);
}

/**
 * Signs the site user out; `cloneCart` goes to the platform as the query parameter of that name.
 * A crumb failure is repeated once by the data helper. The token is forgotten whatever the outcome:
 * the visitor asked to end the session, so this page no longer acts for it.
 */
export async function signOut({ cloneCart }: { cloneCart: boolean }): Promise<void> {
  try {
    await siteUserRequest({ method: 'DELETE', url: SESSION_PATH, query: { cloneCart } });
  } finally {
    forgetXsrfToken();
  }
}
