import type { FastifyPluginAsync } from 'fastify';
import { isRecord, stringField, tryParseJson } from '../body.ts';
import { html } from '../html/escape.ts';
import { BLOCK_TYPE } from '../../src/shared/block-types.ts';
import { calendarMonth, monthOf, parseMonth } from './calendar-month.ts';
import { summaryRendering } from './summary-rendering.ts';

interface WidgetDescription {
  type: string | number;
  id: string | number;
}

function isWidgetDescription(value: unknown): value is WidgetDescription & Record<string, unknown> {
  if (!isRecord(value)) return false;
  const { type, id } = value;
  return (typeof type === 'string' || typeof type === 'number') && (typeof id === 'string' || typeof id === 'number');
}

const SUMMARY_TYPES: ReadonlySet<unknown> = new Set([BLOCK_TYPE.summary, BLOCK_TYPE.summaryV2]);

/**
 * Server-side rendering of a block: a summary's upcoming events (summary-rendering.ts), a calendar's month
 * (calendar-month.ts: `value.month`, `YYYY-MM`, else this month; 400 for a month of another form), else a
 * small block that shows what was asked.
 */
export const widgetRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/widget/GetWidgetRendering', async (request, reply) => {
    const widget = tryParseJson(stringField(request.body, 'widgetJSON') ?? '');
    if (!isWidgetDescription(widget)) {
      return reply.code(400).send({ error: 'widgetJSON inválido: esperado um objeto com type e id.' });
    }
    const collectionId = stringField(request.body, 'collectionId');
    if (SUMMARY_TYPES.has(widget.type)) return { html: summaryRendering(Date.now()).value };
    if (widget.type === BLOCK_TYPE.calendar) {
      const asked = isRecord(widget['value']) ? widget['value']['month'] : undefined;
      const month = asked === undefined ? monthOf(Date.now()) : typeof asked === 'string' ? parseMonth(asked) : undefined;
      if (!month) return reply.code(400).send({ error: 'value.month inválido: esperado "AAAA-MM".' });
      return { html: calendarMonth(month).value };
    }
    const block = html`<div class="fixture-widget" data-widget-type="${widget.type}" data-widget-id="${widget.id}"${
      collectionId === undefined ? '' : html` data-collection-id="${collectionId}"`
    }><p class="fixture-widget-title">Bloco do tipo ${widget.type} (${widget.id}) renderizado pelo servidor de fixtures.</p>${
      collectionId === undefined ? '' : html`<p class="fixture-widget-collection">Coleção ${collectionId}</p>`
    }</div>`;
    return { html: block.value };
  });
};
