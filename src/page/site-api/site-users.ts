import * as z from 'zod/mini';
import type { ApiContext } from '../../kit/global-api/define-api.ts';
import { trackEvent } from '../../services/analytics/track-event.ts';
import { pixelEvent } from '../../services/small-services/pixel.ts';
import { signIn, signOut } from '../../services/site-users/session.ts';
import { PRODUCT_EVENT_SITE_USER_SIGN_IN, PRODUCT_EVENT_SITE_USER_SIGN_OUT } from '../../shared/analytics.ts';

// Only the zod builders the data helper already uses: zod's chunk is shared by the features that call the platform.
/**
 * SiteRuntime.signIn's argument (site-runtime.md §3 "Site-session login payload"); rememberMe defaults to false.
 * newAccount (chosen here): the account page signs in the site user it has just created.
 */
const signInArgument = z.looseObject({ email: z.string(), password: z.string(), rememberMe: z.optional(z.boolean()), newAccount: z.optional(z.boolean()) });
/** SiteRuntime.signOut's optional argument; cloneCart defaults to false. */
const signOutArgument = z.optional(z.looseObject({ cloneCart: z.optional(z.boolean()) }));

/**
 * SiteRuntime.signIn (docs/markup.md §4), for the member area's own sign-in form and the account page:
 * later site-user calls carry the session's xsrfToken (src/services/site-users). An argument of the
 * wrong shape rejects with a TypeError before anything is sent; a refused sign-in rejects with the
 * platform's DataError (its message is the platform's text, status 401). A success is also a product
 * analytics event and, with `newAccount`, the createCustomerAccount pixel event (site-runtime.md §7):
 * the spec shows no account creation call, so the account page that created one tells the runtime so
 * as it opens the new account's first session.
 */
export async function signInMethod(context: ApiContext): Promise<void> {
  const parsed = signInArgument.safeParse(context.args[0]);
  if (!parsed.success) throw new TypeError('SiteRuntime.signIn expects { email: string, password: string, rememberMe?: boolean, newAccount?: boolean }');
  const { email, password, rememberMe = false, newAccount = false } = parsed.data;
  await signIn({ email, password, rememberMe });
  trackEvent(context, PRODUCT_EVENT_SITE_USER_SIGN_IN, { rememberMe }).catch(() => undefined);
  if (newAccount) pixelEvent(context, 'createCustomerAccount');
}

/** SiteRuntime.signOut (docs/markup.md §4): ends the site-user session; a crumb failure is repeated once. */
export async function signOutMethod(context: ApiContext): Promise<void> {
  const parsed = signOutArgument.safeParse(context.args[0]);
  if (!parsed.success) throw new TypeError('SiteRuntime.signOut expects { cloneCart?: boolean }');
  const cloneCart = parsed.data?.cloneCart ?? false;
  await signOut({ cloneCart });
  trackEvent(context, PRODUCT_EVENT_SITE_USER_SIGN_OUT, { cloneCart }).catch(() => undefined);
}
