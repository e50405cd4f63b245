import type { FastifyPluginAsync } from 'fastify';
import { stringField } from '../body.ts';
import { html } from '../html/escape.ts';
import { sendHtml } from '../html/send-html.ts';
import { renderPage } from '../html/shell.ts';
import { PAGE_TYPE, siteContextFor } from '../html/site-context.ts';
import { calendarBlock, monthOf, parseMonth } from '../platform/calendar-month.ts';

/** The fixture events collection (the calendar examples' `collectionId`). */
const EVENTS_COLLECTION_ID = '5f0c1a2b3c4d5e6f7a8b9c66';

/** `month=MM-YYYY`, as the calendar's links write it, as `YYYY-MM`. */
const LINK_MONTH = /^(0[1-9]|1[0-2])-(\d{4})$/;

/**
 * The events page a calendar's month links lead to without the runtime (docs/markup.md 6.14):
 * `/eventos?month=MM-YYYY` shows the calendar block at that month (this month without one, or with one
 * of another form), with the runtime, as a published page.
 */
export const eventsPageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/eventos', async (request, reply) => {
    const asked = LINK_MONTH.exec(stringField(request.query, 'month') ?? '');
    const month = (asked && parseMonth(`${asked[2]}-${asked[1]}`)) ?? monthOf(Date.now());
    const body = html`<main>
<h1>Agenda</h1>
${calendarBlock(month, EVENTS_COLLECTION_ID)}
</main>`;
    return sendHtml(request, reply, renderPage({ title: 'Agenda', body, siteContext: siteContextFor(request, PAGE_TYPE.page) }));
  });
};
