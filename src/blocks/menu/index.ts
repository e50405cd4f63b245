import { defineBlock } from '../../kit/define.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { ALL_ARROW_KEYS, nextRovingIndex } from '../../ui/block-kit/roving-index.ts';
import { readMenuConfig } from './config.ts';
import { readMenu } from './read-menu.ts';

/**
 * Menu block (type 18): tabs, one active at a time, the first initially; arrow keys cycle focus
 * with wrap-around and Enter or Space (the tab buttons' own activation) selects.
 */
export const mount = defineBlock({
  config: readMenuConfig,
  markup: readMenu,
  mount: ({ markup: { tabs, panels }, signal }) => {
    const restore = snapshotAttributes([...tabs, ...panels], ['aria-selected', 'tabindex', 'hidden']);

    function select(selected: number): void {
      tabs.forEach((tab, index) => {
        tab.setAttribute('aria-selected', String(index === selected));
        tab.tabIndex = index === selected ? 0 : -1;
      });
      panels.forEach((panel, index) => {
        panel.hidden = index !== selected;
      });
    }

    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => select(index), { signal });
      tab.addEventListener(
        'keydown',
        (event) => {
          const next = nextRovingIndex(index, event.key, tabs.length, ALL_ARROW_KEYS);
          if (next === undefined) return;
          event.preventDefault();
          // Focus moves between tabs; only tabindex follows it, selection waits for Enter or Space.
          tab.tabIndex = -1;
          const target = tabs[next];
          if (target) {
            target.tabIndex = 0;
            target.focus();
          }
        },
        { signal },
      );
    });
    select(0);
    return restore;
  },
});
