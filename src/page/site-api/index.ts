import { defineApi, type ApiContext } from '../../kit/global-api/define-api.ts';
import { trackInternalEventMethod } from './internal-events.ts';
import { placesMethod } from './places.ts';
import { signInMethod, signOutMethod } from './site-users.ts';

/** The methods of window.SiteRuntime this chunk answers (src/core/runtime.ts names them). */
const METHODS: Readonly<Record<string, (context: ApiContext) => Promise<unknown>>> = {
  signIn: signInMethod,
  signOut: signOutMethod,
  trackInternalEvent: trackInternalEventMethod,
  places: placesMethod,
};

/**
 * The global API's lazy feature (docs/markup.md §4): the site-user session, the internal event
 * tracker and the places helpers, loaded on the first call to one of them, so a page that never
 * calls them never loads it.
 */
export const start = defineApi((context) => {
  const method = Object.hasOwn(METHODS, context.method) ? METHODS[context.method] : undefined;
  return method ? method(context) : Promise.reject(new TypeError(`SiteRuntime.${context.method} is not a method`));
});
