import * as z from 'zod/mini';

// Not z.minLength: refine is already in zod's chunk, which every feature that calls the platform shares.

/** The FormSubmissionKey reply: "field key is used" (site-runtime.md §7). */
export const keyReplySchema = z.looseObject({ key: z.string().check(z.refine((key) => key.length > 0)) });
