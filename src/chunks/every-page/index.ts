/**
 * The every-page chunk, what every page loads: the page start, mounted on the site context, and
 * the core (startCore), which the entry starts on every page. One file rather than two: the entry
 * asks for both at once anyway, and together they compress better than apart.
 */
import { startCore as startPageCore, type CoreOptions } from '../../core/page-core.ts';
import { showBlockFallback } from '../../page/block-fallback/block-fallback.ts';

export { mount } from '../../page/page-start/index.ts';

/** The core, with the blocks' fallback the page layer draws (the core has no texts). */
export const startCore = (options: CoreOptions): ReturnType<typeof startPageCore> => startPageCore({ ...options, fallback: showBlockFallback });
