import * as z from 'zod/mini';
import { WIDGET_RENDERING_PATH } from '../../shared/platform.ts';
import { request } from '../../services/data/request.ts';
import { sanitizeBlockRenderingToFragment } from '../sanitize-block-rendering.ts';

/** site-runtime.md §7 "html field replaces the block content". */
const renderingReplySchema = z.object({ html: z.string() });

export interface RenderingRequest {
  /** The block to render again: its `data-block-type` and `id` name it. */
  readonly block: HTMLElement;
  /** The block's settings, as `widgetJSON.value`. */
  readonly value: unknown;
  /** The collection, for the blocks that show one (the events summary). */
  readonly collectionId?: string;
}

/**
 * A block rendered again by the server (site-runtime.md §7 `POST /api/widget/GetWidgetRendering`:
 * form-encoded `widgetJSON` with the block's type, id and `value`, and `collectionId`), as nodes of this
 * document after the block renderings' sanitizer (docs/markup.md §8). Quiet: the visitor asked for
 * nothing, so a failure rejects for the caller to handle and no overlay shows.
 */
export async function fetchRendering({ block, value, collectionId }: RenderingRequest): Promise<DocumentFragment> {
  const widgetJSON = { type: Number(block.dataset['blockType']), id: block.id, value };
  const reply = await request(
    {
      method: 'POST',
      url: WIDGET_RENDERING_PATH,
      body: { widgetJSON, ...(collectionId !== undefined && { collectionId }) },
      // On the page's origin, not secure mode's: only the form's two calls go to the site's own https address (docs §1).
      quiet: true,
    },
    renderingReplySchema,
  );
  return sanitizeBlockRenderingToFragment(reply.html);
}
