import { defineBlock } from '../../kit/define.ts';
import { snapshotAllAttributes } from '../../ui/attribute-order-snapshot.ts';
import { ALL_ARROW_KEYS, nextRovingIndex } from '../../ui/roving-index.ts';
import { readMemberAreaConfig } from './config.ts';
import { readMemberArea } from './read-member-area.ts';

/**
 * Member area block (type 67): the two-option pricing toggle (site-runtime.md §2, §4). Choosing the
 * unselected option flips both and swaps which price, join button and join section show. Enhanced,
 * the toggle is an APG radio group: `aria-checked` marks the selected option (`aria-pressed` is not
 * allowed on a radio, so it goes while enhanced), one tab stop, and the arrow keys move focus and
 * selection together, as radios do.
 */
export const mount = defineBlock({
  config: readMemberAreaConfig,
  markup: readMemberArea,
  mount: ({ markup: { toggle, options, selected: initial }, signal }) => {
    const buttons = options.map((option) => option.button);
    const restore = snapshotAllAttributes([toggle, ...buttons, ...options.flatMap((option) => option.parts)]);

    function select(selected: number): void {
      options.forEach(({ button, parts }, index) => {
        const chosen = index === selected;
        button.setAttribute('aria-checked', String(chosen));
        button.tabIndex = chosen ? 0 : -1;
        for (const part of parts) part.hidden = !chosen;
      });
    }

    toggle.setAttribute('role', 'radiogroup');
    buttons.forEach((button, index) => {
      button.setAttribute('role', 'radio');
      button.removeAttribute('aria-pressed');
      button.addEventListener('click', () => select(index), { signal });
      button.addEventListener(
        'keydown',
        (event) => {
          const next = nextRovingIndex(index, event.key, buttons.length, ALL_ARROW_KEYS);
          if (next === undefined) return;
          event.preventDefault();
          select(next);
          buttons[next]?.focus();
        },
        { signal },
      );
    });
    select(initial);
    return restore;
  },
});
