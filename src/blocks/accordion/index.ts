import { defineBlock } from '../../kit/define.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { ACCORDION_ANIMATION_MS } from '../../ui/block-kit/limits.ts';
import { prefersReducedMotion } from '../../ui/block-kit/motion.ts';
import { nextRovingIndex, VERTICAL_KEYS } from '../../ui/block-kit/roving-index.ts';
import { finishAnimation, initialState, isExpanded, toggleItem, type AccordionState } from './accordion-state.ts';
import { animateHeight } from './animate-height.ts';
import { readAccordionConfig } from './config.ts';
import { readAccordion, type AccordionItemMarkup } from './read-accordion.ts';

/** What the block may set on the pre-rendered buttons and panels; destroy puts each back as the HTML had it. */
// `style` too: the height animation's overflow, once removed, leaves an empty style attribute behind, and
// a panel's own style comes back as its HTML wrote it, not as the CSSOM reserializes it (docs §8).
const WIRED_ATTRIBUTES = ['type', 'id', 'aria-expanded', 'aria-controls', 'role', 'aria-labelledby', 'hidden', 'style'];

/**
 * Accordion block (type 69): the WAI-ARIA accordion pattern on the pre-rendered elements. A few
 * listeners and attributes, no React and no moved nodes, so the site owner's iframes, videos and
 * forms in a panel never reload.
 */
export const mount = defineBlock({
  config: readAccordionConfig,
  markup: readAccordion,
  mount: ({ element, markup: { items, allowMultiple }, signal }) => {
    const restore = snapshotAttributes(
      items.flatMap(({ button, panel }) => [button, panel]),
      WIRED_ATTRIBUTES,
    );
    items.forEach((item, index) => wireAria(item, `${element.id || 'accordion'}-${index + 1}`));
    const animations = new Set<{ cancel(): void }>();
    let state: AccordionState = { phases: items.map(() => 'closed') };

    function show(next: AccordionState): void {
      const previous = state;
      state = next;
      items.forEach(({ button, panel }, index) => {
        const phase = next.phases[index];
        button.setAttribute('aria-expanded', String(isExpanded(phase)));
        panel.hidden = phase === 'closed';
        if (phase === previous.phases[index] || (phase !== 'opening' && phase !== 'closing')) return;
        const animation = animateHeight(panel, phase === 'opening', ACCORDION_ANIMATION_MS);
        animations.add(animation);
        animation.finished.then(
          () => {
            animations.delete(animation);
            show(finishAnimation(state, index));
          },
          () => undefined,
        );
      });
    }

    items.forEach(({ button }, index) => {
      button.addEventListener('click', () => show(toggleItem(state, index, { allowMultiple, animate: !prefersReducedMotion() })), { signal });
      button.addEventListener(
        'keydown',
        (event) => {
          const next = nextRovingIndex(index, event.key, items.length, VERTICAL_KEYS);
          if (next === undefined) return;
          event.preventDefault();
          items[next]?.button.focus();
        },
        { signal },
      );
    });
    show(
      initialState(
        items.map((item) => item.open),
        allowMultiple,
      ),
    );

    return () => {
      for (const animation of animations) animation.cancel();
      restore();
    };
  },
});

/** Buttons and panels name each other, with ids made up only where the HTML has none. */
function wireAria({ button, panel }: AccordionItemMarkup, fallbackId: string): void {
  button.type = 'button';
  button.id ||= `${fallbackId}-button`;
  panel.id ||= `${fallbackId}-panel`;
  button.setAttribute('aria-controls', panel.id);
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-labelledby', button.id);
}
