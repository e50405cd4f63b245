import { MESSAGES } from '../../texts/messages.ts';
import { snapshotAttributes } from '../block-kit/attribute-snapshot.ts';
import { positionLabel } from '../position-label.ts';

const TEXT = MESSAGES.gallery;
const CONTAINER_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-label'];
const SLIDE_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-label', 'inert'];

export interface CarouselRoles {
  /**
   * Names the slides up to `end` (all by default; the container with the first) and gives them their
   * reach. A slide not adopted yet is never made inert, only reachable when it comes into view.
   */
  adopt(end?: number): void;
  /** Only the shown slides are reachable: the others are inert (no focus, hidden from assistive technology). */
  showOnly(shown: (index: number) => boolean): void;
  /** Puts every attribute back as the HTML had it. */
  restore(): void;
}

/**
 * The WAI-ARIA APG carousel's names on the pre-rendered nodes (docs/markup.md 6.5, 6.20): the container a
 * region "carrossel" labelled by the block's own aria-label or `defaultLabel`, each slide "slide" labelled "N de M"
 * (a group, unless the element has a role of its own). Slides the visitor cannot see are inert, so Tab never lands in a hidden slide.
 * Written as the slides are adopted (`adopt`), so a carousel may adopt 200 slides a slice per task after its first paint (in the
 * commit, the writes and the restyle of 199 inert slides made that frame over 100 ms long at 4x CPU).
 */
export function applyCarouselRoles(block: HTMLElement, container: HTMLElement, slides: readonly HTMLElement[], defaultLabel: string): CarouselRoles {
  // What each write will change, recorded just before it (a slice's slides as it is adopted); put back latest first.
  const restores: (() => void)[] = [];
  const record = (elements: readonly HTMLElement[], names: readonly string[]): number => restores.push(snapshotAttributes(elements, names));
  let adopted = 0;
  // The last showOnly's question, asked of a slide when it is adopted; all of them are shown until it comes.
  let shown: (index: number) => boolean = () => true;
  const reach = (slide: HTMLElement, visible: boolean): void => {
    // Written only when it changes: Chromium restyles a slide whose inert is set, even to the same value.
    if (slide.inert === visible) slide.inert = !visible;
  };
  return {
    adopt(end = slides.length) {
      const to = Math.min(end, slides.length);
      if (adopted >= to) return;
      if (!adopted) {
        record([container], CONTAINER_ATTRIBUTES);
        container.setAttribute('role', 'region');
        container.setAttribute('aria-roledescription', TEXT.roleDescription);
        container.setAttribute('aria-label', block.getAttribute('aria-label') ?? defaultLabel);
      }
      record(slides.slice(adopted, to), SLIDE_ATTRIBUTES);
      for (; adopted < to; adopted += 1) {
        const slide = slides[adopted]!;
        // A figure (the markup's advice) keeps its own role, which ARIA allows no other; a div becomes the APG's group.
        if (slide instanceof HTMLDivElement) slide.setAttribute('role', 'group');
        slide.setAttribute('aria-roledescription', TEXT.slideRoleDescription);
        slide.setAttribute('aria-label', positionLabel(adopted, slides.length));
        reach(slide, shown(adopted));
      }
    },
    showOnly(next) {
      shown = next;
      // Every read (shown lays the strip out) before any write: a read after an inert write lays out 200 slides again.
      // Only the adopted slides are asked, and any the HTML made inert: before their slice, the others cost no layout.
      const visible = slides.map((slide, index) => (index < adopted || slide.inert) && next(index));
      slides.forEach((slide, index) => {
        if (index >= adopted && !(visible[index] && slide.inert)) return;
        if (index >= adopted) record([slide], SLIDE_ATTRIBUTES);
        reach(slide, visible[index]!);
      });
    },
    restore() {
      // Adopting ends here too: a slice due later writes nothing.
      adopted = slides.length;
      for (const restoreSome of restores.splice(0).reverse()) restoreSome();
    },
  };
}
