import * as z from 'zod/mini';
import type { ApiContext } from '../../kit/global-api/define-api.ts';
import type { Query } from '../../services/data/request-url.ts';
import { isRecord } from '../../services/data/reply-schema.ts';
import { placesAutocomplete, placesDetails } from '../../services/places/places.ts';

/** Query parameters: a plain object of strings, numbers and booleans (the data helper's query values). */
const paramsArgument = z.custom<Query>(
  (value) => isRecord(value) && Object.values(value).every((param) => ['string', 'number', 'boolean', 'undefined'].includes(typeof param)),
);
/** The tracking context: optional, but when given its fields are text (a missing one is logged, not refused). */
const trackingContextArgument = z.optional(z.looseObject({ productPage: z.optional(z.string()), productSection: z.optional(z.string()) }));

/**
 * SiteRuntime.places (docs/markup.md §4): one method for both places calls, since every method name
 * costs every page bytes. `places('autocomplete', params)` and `places('details', params,
 * trackingContext)` resolve with the typed reply; arguments of the wrong shape reject with a
 * TypeError before anything is sent.
 */
export async function placesMethod(context: ApiContext): Promise<unknown> {
  const [kind, params, trackingContext] = context.args;
  const query = paramsArgument.safeParse(params);
  const tracking = trackingContextArgument.safeParse(trackingContext);
  if (query.success && kind === 'autocomplete') return placesAutocomplete(query.data);
  if (query.success && tracking.success && kind === 'details') return placesDetails(query.data, tracking.data);
  throw new TypeError(
    "SiteRuntime.places expects ('autocomplete', params) or ('details', params, { productPage: string, productSection: string }), params an object of strings, numbers or booleans",
  );
}
