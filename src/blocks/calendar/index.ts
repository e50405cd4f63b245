import { createElement } from 'react';
import { defineBlock } from '../../kit/define.ts';
import { renderIntoBlock } from '../../ui/react/react-root.ts';
import { Calendar } from './Calendar.tsx';
import './calendar.css';
import { readCalendarConfig } from './config.ts';
import { readCalendar } from './read-calendar.ts';

/**
 * Calendar block (type 26, docs/markup.md 6.14). A month link (`a[data-calendar-month]`) shows that
 * month in place: the `block-rendering` feature asks the platform for it (GetWidgetRendering with the
 * config and the link's month) and the sanitized reply replaces the block's content. Focus goes to the
 * link that goes the same way in the new month (the month's table when there is none) and a polite live
 * region says the month's caption. When the month cannot be had (the call fails, the reply has no table,
 * the feature's chunk cannot load) the month shown stays and the page follows the link, as it would
 * without the runtime. A React component (Calendar.tsx): the month shown and whether one is on its way
 * are its state, the live region its JSX; the month's nodes are the server's, then the sanitizer's.
 */
export const mount = defineBlock({
  config: readCalendarConfig,
  markup: readCalendar,
  mount: ({ element, config, start, report, signal }) =>
    renderIntoBlock({ element, report, signal }, createElement(Calendar, { block: element, config, start })),
});
