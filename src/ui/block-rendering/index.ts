import { defineFeature } from '../../kit/define.ts';
import { fetchRendering, type RenderingRequest } from './fetch-rendering.ts';

/** What a block hands `start('block-rendering', input)`: what to render, and where the result goes. */
export interface BlockRenderingInput extends RenderingRequest {
  onRendered(rendering: DocumentFragment): void;
  onFailed(error: unknown): void;
}

/**
 * A block's server rendering as a lazy feature (registry LAZY_FEATURES): the data helper, zod and the
 * sanitizer load only when a block asks for one, not with every summary. Stopped with its starter: a
 * reply that comes after is dropped.
 */
export const start = defineFeature<BlockRenderingInput>(({ input, signal }) => {
  fetchRendering(input).then(
    (rendering) => signal.aborted || input.onRendered(rendering),
    (error: unknown) => signal.aborted || input.onFailed(error),
  );
});
