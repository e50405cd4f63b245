import * as z from 'zod/mini';

// Not z.minLength: zod ships in the chunk every page loads, and refine is already there.

/** The FormSubmissionKey reply: "field key is used" (site-runtime.md §7). */
export const keyReplySchema = z.looseObject({ key: z.string().check(z.refine((key) => key.length > 0)) });
