import * as z from 'zod/mini';

/*
 * The fields of a reply the data helper reads (site-runtime.md §6, §7 "Responses read"). Objects are
 * loose, so every other field passes through as the caller's data; nullish, because the platform
 * writes absent values as null as often as it leaves them out.
 */

/** Flags any reply may carry, whatever its status. */
export const replyFlagsSchema = z.looseObject({
  loginRequired: z.nullish(z.boolean()),
  authorizationFail: z.nullish(z.boolean()),
  crumbFail: z.nullish(z.boolean()),
  /** The new crumb that comes with crumbFail. */
  crumb: z.nullish(z.string()),
});

/** What the body of a failure reply says about the failure. */
export const failureReplySchema = z.looseObject({
  error: z.nullish(z.string()),
  message: z.nullish(z.string()),
  billingErrorCode: z.nullish(z.union([z.string(), z.number()])),
  errors: z.nullish(z.record(z.string(), z.string())),
  cleaned: z.nullish(z.boolean()),
});

export type ReplyFlags = z.output<typeof replyFlagsSchema>;
export type FailureReply = z.output<typeof failureReplySchema>;
