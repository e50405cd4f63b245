import * as z from 'zod/mini';
import { API_ROOT } from '../../shared/platform.ts';
import { SiteRuntimeError } from '../../shared/errors.ts';
import { DataError } from '../data/data-error.ts';
import { request } from '../data/request.ts';
import type { Query } from '../data/request-url.ts';

/** The platform's proxy of the maps service's places search (site-runtime.md §7, GMM §7). */
const PLACES_AUTOCOMPLETE_PATH = `${API_ROOT}google-maps/places/autocomplete`;
const PLACES_DETAILS_PATH = `${API_ROOT}google-maps/places/details`;

/** GMM §5, §8 and site-runtime.md §8, word for word. */
const MISSING_TRACKING_CONTEXT = 'Please provide a tracking context when using Google Places API details to track cost';

/**
 * Which product page and product section made a details lookup: details lookups cost money, and the
 * platform attributes the cost by these two query parameters (docs/fixture-server.md "Maps and places").
 */
export interface TrackingContext {
  productPage?: string;
  productSection?: string;
}

/**
 * The replies' shapes are not shown by the spec: these are the fixture server's (docs/fixture-server.md
 * "Maps and places"), the fields a caller can count on. Objects are loose, so any further field the
 * maps service sends passes through.
 */
const predictionSchema = z.looseObject({ description: z.string(), place_id: z.string() });
const autocompleteReplySchema = z.looseObject({ predictions: z.array(predictionSchema) });
const detailsReplySchema = z.looseObject({
  result: z.looseObject({
    place_id: z.string(),
    name: z.string(),
    formatted_address: z.string(),
    geometry: z.looseObject({ location: z.looseObject({ lat: z.number(), lng: z.number() }) }),
  }),
  /** The platform's flag for a details lookup it could not attribute to a product page and section. */
  trackingContextMissing: z.optional(z.boolean()),
});

export type AutocompleteReply = z.output<typeof autocompleteReplySchema>;
export type DetailsReply = z.output<typeof detailsReplySchema>;

/**
 * A 2xx places reply that is JSON but not of the documented shape; the message names every field that is off.
 * @internal Exported for the error family test (src/test/error-family.test.ts), which makes one of each.
 */
export class PlacesReplyError extends SiteRuntimeError {
  override readonly name = 'PlacesReplyError';
}

/** The details lookup's query: the caller's parameters, with productPage and productSection from the tracking context only. */
function detailsQuery(params: Query, trackingContext: TrackingContext = {}): Query {
  return { ...params, productPage: trackingContext.productPage || undefined, productSection: trackingContext.productSection || undefined };
}

/** Whether a details lookup can be attributed: both fields given and not blank. */
function hasTrackingContext(trackingContext: TrackingContext = {}): boolean {
  return !!trackingContext.productPage && !!trackingContext.productSection;
}

/** Places predictions for the caller's query parameters (`input`, and any the maps service takes), passed through as they are. */
export function placesAutocomplete(params: Query): Promise<AutocompleteReply> {
  return placesCall('autocomplete', PLACES_AUTOCOMPLETE_PATH, params, autocompleteReplySchema);
}

/**
 * A place's details. Without a complete tracking context it logs MISSING_TRACKING_CONTEXT and still
 * makes the lookup (chosen: the visitor's address form keeps working; the platform attributes what it
 * can and flags the rest, `trackingContextMissing`).
 */
export function placesDetails(params: Query, trackingContext?: TrackingContext): Promise<DetailsReply> {
  if (!hasTrackingContext(trackingContext)) console.error(MISSING_TRACKING_CONTEXT);
  return placesCall('details', PLACES_DETAILS_PATH, detailsQuery(params, trackingContext), detailsReplySchema);
}

/**
 * A failure whose reply had the platform's text says it as its message (an unknown place: 'Local não
 * encontrado.', not 'Could not connect…'): the owner's script shows the message, and an unhandled
 * rejection's error report carries it to ops. Everything else about the DataError stays.
 */
function inPlatformWords(error: unknown): never {
  if (!(error instanceof DataError) || error.serverError === undefined) throw error;
  // authorizationFail stands for every reason of systemError here: the flag alone keeps it as it was.
  throw new DataError(error.kind, error.serverError, error.status, { ...error, authorizationFail: error.systemError });
}

/**
 * One GET through the data helper (crumb, retry, DataError for failures and unreadable replies). Quiet:
 * a site owner's script makes these calls as a visitor types and handles their failures itself, so no
 * system error overlay.
 */
async function placesCall<T>(kind: 'autocomplete' | 'details', url: string, query: Query, schema: z.ZodMiniType<T>): Promise<T> {
  const reply = schema.safeParse(await request({ method: 'GET', url, query, quiet: true }).catch(inPlatformWords));
  if (reply.success) return reply.data;
  const fields = reply.error.issues.map((issue) => `${issue.path.join('.') || 'reply'} (${issue.code})`);
  throw new PlacesReplyError(`Malformed places ${kind} reply: ${fields.join(', ')}`);
}
