import * as z from 'zod/mini';

/**
 * data-block-json of a button block (docs/markup.md 6.9): the button tracking fields. z.object drops
 * fields the platform adds, so only these are tracked. Compiled at build time (config.ts).
 */
export const ButtonConfigSchema = z.object({
  buttonText: z.string(),
  clickthroughUrl: z.string(),
  alignment: z._default(z.enum(['left', 'center', 'right']), 'center'),
  size: z._default(z.enum(['small', 'medium', 'large']), 'medium'),
  newWindow: z._default(z.boolean(), false),
});
