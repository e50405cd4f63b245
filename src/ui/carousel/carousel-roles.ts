import { MESSAGES } from '../../texts/messages.ts';
import { snapshotAttributes } from '../attribute-snapshot.ts';
import { positionLabel } from '../position-label.ts';

const TEXT = MESSAGES.gallery;
const CONTAINER_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-label'];
const SLIDE_ATTRIBUTES = ['role', 'aria-roledescription', 'aria-label', 'inert'];

export interface CarouselRoles {
  /** Only the shown slides are reachable: the others are inert (no focus, hidden from assistive technology). */
  showOnly(shown: (index: number) => boolean): void;
  /** Puts every attribute back as the HTML had it. */
  restore(): void;
}

/**
 * The WAI-ARIA APG carousel's names on the pre-rendered nodes (docs/markup.md 6.5, 6.20): the container a
 * region "carrossel" labelled by the block's own aria-label or `defaultLabel`, each slide "slide" labelled "N de M"
 * (a group, unless the element has a role of its own). Slides the visitor cannot see are inert, so Tab never lands in a hidden slide.
 */
export function applyCarouselRoles(block: HTMLElement, container: HTMLElement, slides: readonly HTMLElement[], defaultLabel: string): CarouselRoles {
  const restoreContainer = snapshotAttributes([container], CONTAINER_ATTRIBUTES);
  const restoreSlides = snapshotAttributes(slides, SLIDE_ATTRIBUTES);
  container.setAttribute('role', 'region');
  container.setAttribute('aria-roledescription', TEXT.roleDescription);
  container.setAttribute('aria-label', block.getAttribute('aria-label') ?? defaultLabel);
  slides.forEach((slide, index) => {
    // A figure (the markup's advice) keeps its own role, which ARIA allows no other; a div becomes the APG's group.
    if (slide instanceof HTMLDivElement) slide.setAttribute('role', 'group');
    slide.setAttribute('aria-roledescription', TEXT.slideRoleDescription);
    slide.setAttribute('aria-label', positionLabel(index, slides.length));
  });
  return {
    showOnly(shown) {
      // Every read (shown lays the strip out) before any write: a read after an inert write lays out 200 slides again.
      const visible = slides.map((_, index) => shown(index));
      slides.forEach((slide, index) => {
        // Written only when it changes: Chromium restyles a slide whose inert is set, even to the same value.
        if (slide.inert === visible[index]) slide.inert = !visible[index];
      });
    },
    restore() {
      restoreContainer();
      restoreSlides();
    },
  };
}
