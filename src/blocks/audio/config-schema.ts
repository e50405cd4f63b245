import * as z from 'zod/mini';

/** data-block-json of an audio block (docs/markup.md 6.17): the track's title and artist. Other fields are dropped. */
export const AudioConfigSchema = z.object({
  title: z._default(z.string(), ''),
  author: z._default(z.string(), ''),
});

export type AudioConfig = z.output<typeof AudioConfigSchema>;
