import type { FastifyPluginAsync } from 'fastify';
import { isRecord, stringField } from '../body.ts';
import { html, type SafeHtml } from '../html/escape.ts';
import { sendHtml } from '../html/send-html.ts';
import { renderPage } from '../html/shell.ts';
import { errorReports, type ErrorReportItem } from './error-reports.ts';
import { performanceRecords, type PageLoadRecords, type PerformanceEvent } from './performance-records.ts';
import type { RequestLog, RequestRecord } from './request-log.ts';

export interface QaViewsOptions {
  log: RequestLog;
}

/** Rows shown in the requests view; the JSON API has everything. */
const VIEW_ROWS = 200;
const PREVIEW_CHARS = 200;

function preview(value: unknown): string {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}…` : text;
}

function sessionFilter(query: unknown): string | undefined {
  const session = stringField(query, 'session');
  return session === '' ? undefined : session;
}

function nav(session: string | undefined): SafeHtml {
  const suffix = session === undefined ? '' : `?session=${encodeURIComponent(session)}`;
  return html`<nav>
<a href="/">Índice</a>
<a href="/__qa/${suffix}">Requisições</a>
<a href="/__qa/errors${suffix}">Erros</a>
<a href="/__qa/performance${suffix}">Desempenho</a>
<a href="/__qa/requests${suffix}">requests (JSON)</a>
<a href="/__qa/errors.json${suffix}">errors.json</a>
<a href="/__qa/performance.json${suffix}">performance.json</a>
<a href="/__qa/csp.json${suffix}">csp.json</a>
</nav>
<form method="get"><label>Sessão <input name="session" value="${session ?? ''}"></label> <button type="submit">Filtrar</button></form>`;
}

function describeFault(record: RequestRecord): string {
  const fault = record.fault;
  if (fault === undefined) return '';
  const effects = [
    fault.status === undefined ? '' : `status ${fault.status}`,
    fault.body === undefined ? '' : 'body',
    fault.delayMs === undefined ? '' : `delay ${fault.delayMs} ms`,
    fault.drop === true ? 'drop' : '',
  ].filter((effect) => effect !== '');
  return `${fault.id}: ${effects.join(', ')}`;
}

function requestRow(record: RequestRecord): SafeHtml {
  return html`<tr>
<td>${record.time}</td><td>${record.session ?? ''}</td><td>${record.method}</td><td><code>${record.path}</code>${record.chunk === undefined ? '' : ` (${record.chunk})`}</td>
<td>${record.status ?? '—'}</td><td>${describeFault(record)}</td><td><code>${preview(record.body)}</code></td>
</tr>`;
}

function errorMessage(data: unknown): string {
  if (isRecord(data)) return stringField(data, 'message') ?? preview(data);
  return preview(data);
}

function errorRow(item: ErrorReportItem): SafeHtml {
  return html`<tr>
<td>${item.time}</td><td>${item.session ?? ''}</td><td>${preview(item.eventName)}</td><td>${errorMessage(item.data)}</td>
<td>${item.chunk?.type ?? ''}</td><td><code>${item.chunk?.request ?? ''}</code></td>
</tr>`;
}

/** A number as the table shows it: ms and sizes rounded, CLS with its decimals; empty when not measured. */
function figure(value: unknown): string {
  if (typeof value !== 'number') return value === null || value === undefined ? '' : preview(value);
  return Number.isInteger(value) || Math.abs(value) >= 10 ? String(Math.round(value)) : value.toFixed(3);
}

/** The metrics columns of the performance view, in the record's own names. */
const METRIC_COLUMNS = [
  'responseStart',
  'firstContentfulPaint',
  'largestContentfulPaint',
  'cumulativeLayoutShift',
  'interactionToNextPaint',
  'firstInputDelay',
  'timeToInteractive',
  'domContentLoadedEventEnd',
  'loadEventEnd',
  'encodedBodySize',
] as const;

function performanceRow(load: PageLoadRecords, event: PerformanceEvent): SafeHtml {
  const data = event.data;
  const metrics = isRecord(data['metrics']) ? data['metrics'] : {};
  const summary =
    event.name === 'page-speed'
      ? `${preview(data['pathname'])} · ${preview(data['deliveryType'])} · nível ${preview(data['supportLevel'])} · analyticsId ${preview(data['analyticsId'])}`
      : `${preview(data['name'])}: ${figure(data['duration'])} ms a partir de ${figure(data['startTime'])} ms`;
  return html`<tr>
<td>${event.time}</td><td>${load.session ?? ''}</td><td><code>${load.pageLoadId}</code></td><td>${preview(event.name)}</td><td>${summary}</td>
${METRIC_COLUMNS.map((column) => html`<td>${event.name === 'page-speed' ? figure(metrics[column]) : ''}</td>`)}
<td><code>${preview(data)}</code></td>
</tr>`;
}

/** Readable views of the request log, the error reports and the performance records, refreshed every 5 s. */
export const qaViews: FastifyPluginAsync<QaViewsOptions> = async (app, { log }) => {
  app.get('/__qa', async (_request, reply) => reply.redirect('/__qa/', 302));

  app.get('/__qa/', async (request, reply) => {
    const session = sessionFilter(request.query);
    const records = log
      .list(session === undefined ? {} : { session })
      .slice(-VIEW_ROWS)
      .reverse();
    const body = html`<h1>Requisições recentes</h1>
${nav(session)}
<p>${records.length} mais recentes primeiro (até ${VIEW_ROWS}).</p>
<table>
<thead><tr><th>Hora</th><th>Sessão</th><th>Método</th><th>Caminho</th><th>Status</th><th>Falha</th><th>Corpo</th></tr></thead>
<tbody>${records.map(requestRow)}</tbody>
</table>`;
    return sendHtml(request, reply, renderPage({ title: 'QA: requisições', body, refreshSeconds: 5 }));
  });

  app.get('/__qa/errors', async (request, reply) => {
    const session = sessionFilter(request.query);
    const items = errorReports(log, session).reverse();
    const body = html`<h1>Relatórios de erro</h1>
${nav(session)}
<p>${items.length} relatórios aceitos por RecordJavascriptErrors, mais recentes primeiro.</p>
<table>
<thead><tr><th>Hora</th><th>Sessão</th><th>Evento</th><th>Mensagem</th><th>Tipo do chunk</th><th>Endereço do chunk</th></tr></thead>
<tbody>${items.map(errorRow)}</tbody>
</table>`;
    return sendHtml(request, reply, renderPage({ title: 'QA: erros', body, refreshSeconds: 5 }));
  });

  app.get('/__qa/performance', async (request, reply) => {
    const session = sessionFilter(request.query);
    const loads = performanceRecords(log, session).reverse();
    const rows = loads.flatMap((load) => load.events.map((event) => performanceRow(load, event)));
    const body = html`<h1>Registros de desempenho</h1>
${nav(session)}
<p>${loads.length} carregamentos de página (pageLoadId), mais recentes primeiro: os eventos que o coletor enviou, decodificados. Tempos em ms.</p>
<table>
<thead><tr><th>Hora</th><th>Sessão</th><th>pageLoadId</th><th>Evento</th><th>Resumo</th>${METRIC_COLUMNS.map((column) => html`<th>${column}</th>`)}<th>Registro</th></tr></thead>
<tbody>${rows}</tbody>
</table>`;
    return sendHtml(request, reply, renderPage({ title: 'QA: desempenho', body, refreshSeconds: 5 }));
  });
};
