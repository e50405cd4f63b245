import { defineFeature } from '../../kit/define.ts';
import { startAnnouncementBar } from './announcement-bar.ts';
import { startOverlayManager } from './overlay-manager.ts';

/**
 * The modules a logged-in account gets (site-runtime.md §6): the announcement bar preview and the
 * overlay manager. A lazy feature of its own (registry LAZY_FEATURES `account-extras`), which the
 * page start starts only when the page context has an authenticatedAccount, so a visitor's page
 * downloads none of it. Each module starts on its own: one failing is reported and the other still
 * runs. Its destroy undoes both.
 */
export const start = defineFeature(({ page, report }) => {
  const stops: (() => void)[] = [];
  for (const startModule of [() => startAnnouncementBar({ enabled: page.showAnnouncementBar, report }), () => startOverlayManager({ report })]) {
    try {
      stops.push(startModule());
    } catch (error) {
      report(error);
    }
  }
  return () => {
    for (const undo of stops) {
      try {
        undo();
      } catch (error) {
        report(error);
      }
    }
  };
});
