import type { MountFn } from '../../core/types';
import { snapshotAttributes } from '../shared/attribute-snapshot';
import { readBlockConfig } from '../shared/block-config';
import { ALL_ARROW_KEYS, nextRovingIndex } from '../shared/roving-index';
import { MenuConfigSchema } from './config';
import { readMenu } from './read-menu';

/**
 * Menu block (type 18): tabs, one active at a time, the first initially; arrow keys cycle focus
 * with wrap-around and Enter or Space (the tab buttons' own activation) selects.
 */
export const mount: MountFn = (element, { signal }) => {
  readBlockConfig(element, MenuConfigSchema);
  const { tabs, panels } = readMenu(element);
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
};
