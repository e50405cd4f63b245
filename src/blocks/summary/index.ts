import { defineBlock } from '../../kit/define.ts';
import type { BlockRenderingInput } from '../../ui/block-rendering/index.ts';
import './summary.css';
import { snapshotAttributes } from '../../ui/attribute-snapshot.ts';
import { mountSummaryCarousel } from './carousel.ts';
import { readSummaryConfig } from './config.ts';
import { DESIGN_ATTRIBUTE, resolveSummaryDesign, type SummaryDesign } from './design.ts';
import { hasEndedEvent, readSummary, type SummaryMarkup } from './read-summary.ts';

/** Marks an enhanced summary, for the runtime's stylesheet (chosen name). */
const READY_ATTRIBUTE = 'data-summary-ready';

/** What the design needs beyond the template's CSS: only the carousel moves. */
function enhance(block: HTMLElement, design: SummaryDesign, { list, items }: SummaryMarkup, signal: AbortSignal): () => void {
  return design === 'carousel' ? mountSummaryCarousel({ block, list, items, signal }) : () => undefined;
}

/**
 * Summary blocks (types 20 and 55, docs/markup.md 6.20). The template's stylesheet lays each design out
 * at first paint from `data-summary-design`; the runtime keeps that attribute on the config's design,
 * makes the carousel a carousel, and renders an events summary again when its page was rendered before
 * one of its events ended (a cached page), through the `block-rendering` feature (the server and the
 * block renderings' sanitizer). A failed rendering keeps the items the page had, with a warning.
 */
export const mount = defineBlock({
  config: readSummaryConfig,
  markup: readSummary,
  mount({ element: block, config, markup, start, signal }) {
    const warn = (text: string, ...details: unknown[]): void => console.warn(`[site-runtime] summary block #${block.id}: ${text}`, ...details);
    const { design, warning } = resolveSummaryDesign(config.design);
    if (warning !== undefined) warn(warning);
    const restoreAttributes = snapshotAttributes([block], [DESIGN_ATTRIBUTE, READY_ATTRIBUTE]);
    block.setAttribute(DESIGN_ATTRIBUTE, design);
    block.setAttribute(READY_ATTRIBUTE, '');
    let undoDesign = enhance(block, design, markup, signal);
    // The nodes the HTML had, given back on destroy if a rendering replaced them.
    let original: Node[] | undefined;

    if (hasEndedEvent(markup.items, Date.now())) {
      const failed = (error: unknown) => warn('its events could not be updated; the page’s stay', error);
      const input: BlockRenderingInput = {
        block,
        value: config,
        collectionId: config.collectionId,
        onRendered(rendering) {
          undoDesign();
          original ??= [...block.childNodes];
          block.replaceChildren(rendering);
          try {
            undoDesign = enhance(block, design, readSummary(block), signal);
          } catch (error) {
            // A rendering without `[data-summary-items]` is shown as it came, without the carousel.
            undoDesign = () => undefined;
            warn("the server's rendering has no items", error);
          }
        },
        onFailed: failed,
      };
      start('block-rendering', input).catch(failed);
    }

    return () => {
      undoDesign();
      if (original) block.replaceChildren(...original);
      restoreAttributes();
    };
  },
});
