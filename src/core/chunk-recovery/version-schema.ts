import * as z from 'zod/mini';

/** `version.json` beside the runtime (the build writes it, docs/markup.md "Deploys"): the build that is out now. */
export const VersionFileSchema = z.object({ build: z.string().check(z.minLength(1)) });
