import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { snapshotAllAttributes } from '../../ui/attribute-order-snapshot.ts';
import { ALL_ARROW_KEYS, nextRovingIndex } from '../../ui/block-kit/roving-index.ts';
import type { MemberAreaMarkup } from './read-member-area.ts';

/**
 * The two-option pricing toggle on the server's nodes (site-runtime.md §2, §4): the selected option is
 * React state; the buttons, prices, join buttons and join sections are the renderer's, adopted as they
 * are. Enhanced, the toggle is an APG radio group: `aria-checked` marks the selected option
 * (`aria-pressed` is not allowed on a radio, so it goes while enhanced), one tab stop, and the arrow keys
 * move focus and selection together, as radios do.
 */
export function PricingToggle({ markup: { toggle, options, selected: initial } }: { markup: MemberAreaMarkup }) {
  const [selected, setSelected] = useState<number>(initial);

  // The group's roles and listeners, once; every attribute comes back as the HTML had it.
  useLayoutEffect(() => {
    const buttons = options.map((option) => option.button);
    const restore = snapshotAllAttributes([toggle, ...buttons, ...options.flatMap((option) => option.parts)]);
    const listening = new AbortController();
    const on = { signal: listening.signal };
    // Synchronously: the pressed option shows in the frame of the press, and focus follows it there.
    const choose = (index: number): void => flushSync(() => setSelected(index));
    toggle.setAttribute('role', 'radiogroup');
    buttons.forEach((button, index) => {
      button.setAttribute('role', 'radio');
      button.removeAttribute('aria-pressed');
      button.addEventListener('click', () => choose(index), on);
      button.addEventListener(
        'keydown',
        (event) => {
          const next = nextRovingIndex(index, event.key, buttons.length, ALL_ARROW_KEYS);
          if (next === undefined) return;
          event.preventDefault();
          choose(next);
          buttons[next]?.focus();
        },
        on,
      );
    });
    return () => {
      listening.abort();
      restore();
    };
  }, [toggle, options]);

  useLayoutEffect(() => {
    options.forEach(({ button, parts }, index) => {
      const chosen = index === selected;
      button.setAttribute('aria-checked', String(chosen));
      button.tabIndex = chosen ? 0 : -1;
      for (const part of parts) part.hidden = !chosen;
    });
  }, [options, selected]);

  return null;
}
