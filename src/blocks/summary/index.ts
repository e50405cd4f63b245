import { createElement } from 'react';
import { defineBlock } from '../../kit/define.ts';
import type { BlockRenderingInput } from '../../ui/block-rendering/index.ts';
import './summary.css';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { renderIntoBlock, type BlockRoot } from '../../ui/react/react-root.ts';
import { readSummaryConfig } from './config.ts';
import { DESIGN_ATTRIBUTE, resolveSummaryDesign, type SummaryDesign } from './design.ts';
import { hasEndedEvent, readSummary, type SummaryMarkup } from './read-summary.ts';
import { SummaryCarousel } from './SummaryCarousel.tsx';

/** Marks an enhanced summary, for the runtime's stylesheet (chosen name). */
const READY_ATTRIBUTE = 'data-summary-ready';

const nothing = (): void => undefined;

/** What the design needs beyond the template's CSS: only the carousel moves, a React component over the items. Resolves once it is on the page. */
async function enhance(
  block: HTMLElement,
  design: SummaryDesign,
  { list, items }: SummaryMarkup,
  { report, signal }: Omit<BlockRoot, 'element'>,
): Promise<() => void> {
  return design === 'carousel' ? renderIntoBlock({ element: block, report, signal }, createElement(SummaryCarousel, { block, list, items })) : nothing;
}

/**
 * Summary blocks (types 20 and 55, docs/markup.md 6.20). The template's stylesheet lays each design out
 * at first paint from `data-summary-design`; the runtime keeps that attribute on the config's design,
 * makes the carousel a carousel, and renders an events summary again when its page was rendered before
 * one of its events ended (a cached page), through the `block-rendering` feature (the server and the
 * block renderings' sanitizer). A failed rendering keeps the items the page had, with a warning. The
 * carousel is a React component (SummaryCarousel.tsx, over the shared src/ui/carousel/Carousel.tsx); the
 * other designs need no script beyond the attributes.
 */
export const mount = defineBlock({
  config: readSummaryConfig,
  markup: readSummary,
  async mount({ element: block, config, markup, start, signal, report }) {
    const warn = (text: string, ...details: unknown[]): void => console.warn(`[site-runtime] summary block #${block.id}: ${text}`, ...details);
    const { design, warning } = resolveSummaryDesign(config.design);
    if (warning !== undefined) warn(warning);
    const restoreAttributes = snapshotAttributes([block], [DESIGN_ATTRIBUTE, READY_ATTRIBUTE]);
    block.setAttribute(DESIGN_ATTRIBUTE, design);
    block.setAttribute(READY_ATTRIBUTE, '');
    let undoDesign = await enhance(block, design, markup, { report, signal });
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
          undoDesign = nothing;
          original ??= [...block.childNodes];
          block.replaceChildren(rendering);
          let items: SummaryMarkup;
          try {
            items = readSummary(block);
          } catch (error) {
            // A rendering without `[data-summary-items]` is shown as it came, without the carousel.
            warn("the server's rendering has no items", error);
            return;
          }
          // The carousel built again on the new items; destroyed at once if the block went meanwhile.
          void enhance(block, design, items, { report, signal }).then((undo) => (signal.aborted ? undo() : (undoDesign = undo)));
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
