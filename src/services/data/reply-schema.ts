import * as z from 'zod/mini';

/*
 * The fields of a reply the data helper reads (site-runtime.md §6, §7 "Responses read"). Objects are
 * loose, so every other field passes through as the caller's data.
 *
 * Only zod's small vocabulary here (object, optional, nullable, string, boolean, custom): zod's code is
 * one chunk shared by every feature that calls the platform, and union or record would ship to all of them.
 */

/** Absent or null: the platform writes absent values as null as often as it leaves them out. */
const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

/** Billing codes come as strings or numbers. */
const stringOrNumber = z.custom<string | number>((value) => typeof value === 'string' || typeof value === 'number');

/** A JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The errors map of a 400: field id → message. */
const fieldErrors = z.custom<Record<string, string>>((value) => isRecord(value) && Object.values(value).every((message) => typeof message === 'string'));

/** Any reply, for callers that check the data themselves (z.unknown's own class would ship to every caller). */
export const anyReply = z.custom<unknown>(() => true);

/** Flags any reply may carry, whatever its status. */
export const replyFlagsSchema = z.looseObject({
  loginRequired: maybe(z.boolean()),
  authorizationFail: maybe(z.boolean()),
  crumbFail: maybe(z.boolean()),
  /** The new crumb that comes with crumbFail. */
  crumb: maybe(z.string()),
});

/** What the body of a failure reply says about the failure. */
export const failureReplySchema = z.looseObject({
  error: maybe(z.string()),
  message: maybe(z.string()),
  billingErrorCode: maybe(stringOrNumber),
  errors: maybe(fieldErrors),
  cleaned: maybe(z.boolean()),
});

export type ReplyFlags = z.output<typeof replyFlagsSchema>;
export type FailureReply = z.output<typeof failureReplySchema>;
