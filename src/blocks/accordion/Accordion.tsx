import { useLayoutEffect, useReducer, useRef, type KeyboardEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { ACCORDION_ANIMATION_MS } from '../../ui/limits.ts';
import { prefersReducedMotion } from '../../ui/motion.ts';
import { useAdoptSlot } from '../../ui/react-island.tsx';
import { nextRovingIndex, VERTICAL_KEYS } from '../../ui/roving-index.ts';
import { animateHeight } from './animate-height.ts';
import { finishAnimation, initialState, isExpanded, toggleItem, type AccordionState, type Phase } from './accordion-state.ts';
import type { AccordionItemMarkup, AccordionMarkup } from './read-accordion.ts';

type Action = { type: 'toggle'; index: number; animate: boolean } | { type: 'finished'; index: number };

/** The WAI-ARIA accordion pattern over the pre-rendered items, with the same elements and classes. */
export function Accordion({ markup }: { markup: AccordionMarkup }) {
  const [state, dispatch] = useReducer(
    (current: AccordionState, action: Action) =>
      action.type === 'toggle'
        ? toggleItem(current, action.index, { allowMultiple: markup.allowMultiple, animate: action.animate })
        : finishAnimation(current, action.index),
    markup,
    (m) =>
      initialState(
        m.items.map((item) => item.open),
        m.allowMultiple,
      ),
  );
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function moveFocus(index: number, event: KeyboardEvent): void {
    const next = nextRovingIndex(index, event.key, markup.items.length, VERTICAL_KEYS);
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  }

  return markup.items.map((item, index) => (
    <AccordionItem
      key={item.panelId}
      item={item}
      phase={state.phases[index] ?? 'closed'}
      buttons={buttons}
      index={index}
      onToggle={() => dispatch({ type: 'toggle', index, animate: !prefersReducedMotion() })}
      onFinished={() => dispatch({ type: 'finished', index })}
      onKeyDown={(event) => moveFocus(index, event)}
    />
  ));
}

interface ItemProps {
  item: AccordionItemMarkup;
  phase: Phase;
  buttons: RefObject<(HTMLButtonElement | null)[]>;
  index: number;
  onToggle(): void;
  onFinished(): void;
  onKeyDown(event: KeyboardEvent): void;
}

function AccordionItem({ item, phase, buttons, index, onToggle, onFinished, onKeyDown }: ItemProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useAdoptSlot(buttonRef, item.title);
  useAdoptSlot(panelRef, item.content);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || (phase !== 'opening' && phase !== 'closing')) return;
    const animation = animateHeight(panel, phase === 'opening', ACCORDION_ANIMATION_MS);
    // Synchronous, so a closed panel is hidden in the same frame its animation ends.
    animation.finished.then(
      () => flushSync(onFinished),
      () => undefined,
    );
    return animation.cancel;
    // onFinished is a new function each render; the animation depends on the phase only.
  }, [phase]);

  const Heading = item.headingTag;
  const Item = item.itemTag;
  return (
    <Item className={item.itemClass}>
      <Heading className={item.headingClass}>
        <button
          ref={(element) => {
            buttonRef.current = element;
            buttons.current[index] = element;
          }}
          type="button"
          className={item.buttonClass}
          id={item.buttonId}
          aria-expanded={isExpanded(phase)}
          aria-controls={item.panelId}
          onClick={onToggle}
          onKeyDown={onKeyDown}
        />
      </Heading>
      <div ref={panelRef} className={item.panelClass} id={item.panelId} role="region" aria-labelledby={item.buttonId} hidden={phase === 'closed'} />
    </Item>
  );
}
