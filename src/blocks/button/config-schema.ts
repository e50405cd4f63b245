import * as z from 'zod/mini';
import { blockConfig } from '../../kit/block-config.ts';

/**
 * One of `values`. A refine, not z.enum: zod's code is shared by every page's chunk, and refine is
 * already there for the page context.
 */
const oneOf = (values: readonly string[]) => z.string().check(z.refine((value) => values.includes(value), `expected one of ${values.join(', ')}`));

/**
 * data-block-json of a button block (docs/markup.md 6.9): the button tracking fields. z.object drops
 * fields the platform adds, so only these are tracked.
 */
export const ButtonConfigSchema = z.object({
  buttonText: z.string(),
  clickthroughUrl: z.string(),
  alignment: z._default(oneOf(['left', 'center', 'right']), 'center'),
  size: z._default(oneOf(['small', 'medium', 'large']), 'medium'),
  newWindow: z._default(z.boolean(), false),
});

/** Reads a button block's data-block-json (BlockConfigError when it does not validate). */
export const readButtonConfig = blockConfig(ButtonConfigSchema);
