import * as z from 'zod/mini';
import { WIDGET_RENDERING_PATH } from '../../shared/platform.ts';
import { request } from '../../services/data/request.ts';
import type { PageContext } from '../../platform/page-context/read-page-context.ts';
import { sanitizeBlockRenderingToFragment } from '../../ui/sanitize-block-rendering.ts';
import type { SummaryConfig } from './config-schema.ts';

/** site-runtime.md §7 "html field replaces the block content". */
const renderingReplySchema = z.object({ html: z.string() });

export interface RenderingRequest {
  readonly block: HTMLElement;
  readonly config: SummaryConfig;
  readonly page: PageContext;
}

/**
 * The block rendered again by the server (site-runtime.md §7 `POST /api/widget/GetWidgetRendering`:
 * form-encoded `widgetJSON` with the block's type, id and config as `value`, and `collectionId` for the
 * events summary), as nodes of this document after the block renderings' sanitizer (docs/markup.md §8).
 * Quiet: the visitor asked for nothing, so a failure rejects for the caller to log and no overlay shows.
 */
export async function fetchRendering({ block, config, page }: RenderingRequest): Promise<DocumentFragment> {
  const widget = { type: Number(block.dataset['blockType']), id: block.id, value: config };
  const reply = await request(
    { method: 'POST', url: WIDGET_RENDERING_PATH, body: { widgetJSON: widget, collectionId: config.collectionId }, secure: page.website, quiet: true },
    renderingReplySchema,
  );
  return sanitizeBlockRenderingToFragment(reply.html);
}
