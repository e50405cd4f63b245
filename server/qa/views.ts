import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { isRecord, stringField } from '../body.ts';
import { html, type SafeHtml } from '../html/escape.ts';
import { sendHtml } from '../html/send-html.ts';
import { renderPage } from '../html/shell.ts';
import { blockLabel, errorOrigins, frameLabel, framesOf, type DecodeStack, type ErrorOriginGroup } from './error-origins.ts';
import { errorReports, type ErrorReportItem } from './error-reports.ts';
import { performanceRecords, type PageLoadRecords, type PerformanceEvent } from './performance-records.ts';
import { faultEffects } from './faults.ts';
import {
  chunkErrorCounts,
  chunkFailureGroups,
  chunkFailureOf,
  RECOVERED_EVENT_NAME,
  type ChunkFailureGroup,
  type ChunkOutcome,
  type ChunkFileCount,
} from './ops.ts';
import { isStaticPath, type RequestLog, type RequestRecord } from './request-log.ts';

export interface QaViewsOptions {
  log: RequestLog;
  /** Stacks read back as their original source, with the release's maps. */
  decodeStack: DecodeStack;
  /** docs/fixture-server.md, shown at /__qa/docs. */
  docsFile: string;
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

/** The links every QA view starts with; the session filter follows the reader from view to view. */
export function qaNav(session: string | undefined): SafeHtml {
  const suffix = session === undefined ? '' : `?session=${encodeURIComponent(session)}`;
  return html`<nav aria-label="Ferramentas de QA">
<a href="/">Índice</a>
<a href="/__qa/${suffix}">Requisições</a>
<a href="/__qa/errors${suffix}">Erros</a>
<a href="/__qa/ops${suffix}">Ops</a>
<a href="/__qa/performance${suffix}">Desempenho</a>
<a href="/__qa/faults">Falhas</a>
<a href="/__qa/releases">Versões</a>
<a href="/__qa/docs">Documentação</a>
<a href="/__qa/requests${suffix}">requests (JSON)</a>
<a href="/__qa/errors.json${suffix}">errors.json</a>
<a href="/__qa/ops.json${suffix}">ops.json</a>
<a href="/__qa/performance.json${suffix}">performance.json</a>
<a href="/__qa/csp.json${suffix}">csp.json</a>
</nav>`;
}

/**
 * Reloading by itself is asked for (`refresh=1`), not the default: a meta refresh under 20 h fails
 * WCAG 2.2.1 and wipes a filter being typed (no script may do better under the CSP).
 */
const REFRESH_SECONDS = 5;

function refreshOf(query: unknown): number | undefined {
  return stringField(query, 'refresh') === '1' ? REFRESH_SECONDS : undefined;
}

function refreshBox(query: unknown): SafeHtml {
  return html`<label><input type="checkbox" name="refresh" value="1"${refreshOf(query) === undefined ? '' : html` checked`}> Atualizar a cada ${REFRESH_SECONDS} s</label>`;
}

function sessionForm(session: string | undefined, query: unknown): SafeHtml {
  return html`<form method="get"><label>Sessão <input name="session" value="${session ?? ''}"></label> ${refreshBox(query)} <button type="submit">Filtrar</button></form>`;
}

function describeFault(record: RequestRecord): string {
  return record.fault === undefined ? '' : `${record.fault.id}: ${faultEffects(record.fault)}`;
}

function requestRow(record: RequestRecord): SafeHtml {
  return html`<tr>
<td>${record.time}</td><td>${record.session ?? ''}</td><td>${record.method}</td><td><code>${record.path}</code>${record.chunk === undefined ? '' : ` (${record.chunk})`}${record.cdn ? ' · CDN' : ''}</td>
<td>${record.status ?? '—'}</td><td>${describeFault(record)}</td><td><code>${preview(record.body)}</code></td>
</tr>`;
}

function errorMessage(data: unknown): string {
  if (isRecord(data)) return stringField(data, 'message') ?? preview(data);
  return preview(data);
}

function text(data: unknown, name: string): string {
  return isRecord(data) ? preview(data[name] ?? '') : '';
}

function outcomeLabel(outcome: ChunkOutcome): string {
  const [end, how] = outcome.split(':');
  return end === 'recovered' ? `recuperada por ${how}` : `não recuperada (tentou: ${how})`;
}

/** Where the error was thrown, in the original source, and the whole stack decoded behind a disclosure. */
function originCell(item: ErrorReportItem, decode: DecodeStack): SafeHtml {
  const { frames, top } = framesOf(item, decode);
  if (top === undefined) return html``;
  return html`<code>${frameLabel(top)}</code>${top.original?.code === undefined ? '' : html`<br><code>${top.original.code}</code>`}
<details><summary>Pilha (${frames.length})</summary><ol>${frames.map((frame) => html`<li><code>${frameLabel(frame)}</code></li>`)}</ol></details>`;
}

function chunkCell(item: ErrorReportItem): SafeHtml {
  const failure = chunkFailureOf(item);
  if (failure === undefined) return html``;
  return html`${[failure.chunk, failure.type].filter((part) => part !== '').join(' · ')}<br><code>${failure.file}</code><br>${outcomeLabel(failure.outcome)}`;
}

function errorRow(item: ErrorReportItem, decode: DecodeStack): SafeHtml {
  const name = text(item.data, 'name');
  return html`<tr>
<td>${item.time}<br>${item.session ?? ''}</td><td>${name === '' ? '' : `${name}: `}${errorMessage(item.data)}</td>
<td><code>${text(item.data, 'url')}</code></td><td>${blockLabel(item.data)}</td><td>${originCell(item, decode)}</td><td>${chunkCell(item)}</td>
</tr>`;
}

function countRow(count: ChunkFileCount): SafeHtml {
  return html`<tr><td><code>${count.file}</code></td><td>${count.type}</td><td>${count.count}</td></tr>`;
}

function originRow(group: ErrorOriginGroup): SafeHtml {
  return html`<tr>
<td><code>${group.origin}</code>${group.code === undefined ? '' : html`<br><code>${group.code}</code>`}</td><td>${group.name}: ${preview(group.message)}</td>
<td>${group.blocks.join(', ')}</td><td><code>${group.builds.join(', ')}</code></td><td>${group.count}</td>
</tr>`;
}

function opsRow(group: ChunkFailureGroup): SafeHtml {
  const outcomes = Object.entries(group.outcomes).map(([outcome, count]) => `${outcome} ${count}`);
  const hours = group.hours.map((hour) => html`<li>${hour.hour}: ${hour.recovered} recuperadas, ${hour.unrecovered} não recuperadas</li>`);
  return html`<tr>
<td>${group.type}</td><td>${group.chunk}</td><td><code>${group.build}</code></td><td>${group.total}</td><td>${group.recovered}</td><td>${group.unrecovered}</td>
<td>${outcomes.join(', ')}</td><td><ul>${hours}</ul></td>
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

/** The request view's filter: a session, a path (exact or glob, as the JSON API takes it), and static files shown or not. */
interface RequestViewFilter {
  session?: string;
  path?: string;
  showStatic: boolean;
}

function requestViewFilter(query: unknown): RequestViewFilter {
  const filter: RequestViewFilter = { showStatic: stringField(query, 'static') === '1' };
  const session = sessionFilter(query);
  if (session !== undefined) filter.session = session;
  const path = stringField(query, 'path')?.trim();
  if (path !== undefined && path !== '') filter.path = path;
  return filter;
}

/** The newest records first that the filter keeps, at most VIEW_ROWS. */
function requestViewRecords(log: RequestLog, filter: RequestViewFilter): RequestRecord[] {
  const { showStatic, ...logFilter } = filter;
  return log
    .list(logFilter)
    .filter((record) => showStatic || isStaticPath(record.path) === false)
    .slice(-VIEW_ROWS)
    .reverse();
}

/** Readable views of the request log, the error reports, the ops signal and the performance records (reloading every 5 s when asked). */
export const qaViews: FastifyPluginAsync<QaViewsOptions> = async (app, { log, decodeStack, docsFile }) => {
  app.get('/__qa', async (_request, reply) => reply.redirect('/__qa/', 302));

  app.get('/__qa/', async (request, reply) => {
    const filter = requestViewFilter(request.query);
    const records = requestViewRecords(log, filter);
    const body = html`<main>
<h1>Requisições recentes</h1>
${qaNav(filter.session)}
<form method="get">
<label>Sessão <input name="session" value="${filter.session ?? ''}"></label>
<label>Caminho <input name="path" value="${filter.path ?? ''}" placeholder="/api/* ou /dist/chunks/menu-*.js"></label>
<label><input type="checkbox" name="static" value="1"${filter.showStatic ? html` checked` : ''}> Mostrar arquivos estáticos (/dist/, /fixtures/assets/, imagens, fontes)</label>
${refreshBox(request.query)}
<button type="submit">Filtrar</button>
</form>
<p>${records.length} mais recentes primeiro (até ${VIEW_ROWS})${filter.showStatic ? '' : ', sem arquivos estáticos'}. No caminho, <code>*</code> vale qualquer trecho sem <code>/</code>.</p>
<table>
<thead><tr><th>Hora</th><th>Sessão</th><th>Método</th><th>Caminho</th><th>Status</th><th>Falha</th><th>Corpo</th></tr></thead>
<tbody>${records.map(requestRow)}</tbody>
</table>
</main>`;
    return sendHtml(request, reply, renderPage({ title: 'QA: requisições', body, refreshSeconds: refreshOf(request.query) }));
  });

  app.get('/__qa/errors', async (request, reply) => {
    const session = sessionFilter(request.query);
    const items = errorReports(log, session);
    const counts = chunkErrorCounts(items);
    const body = html`<main>
<h1>Relatórios de erro</h1>
${qaNav(session)}
${sessionForm(session, request.query)}
<h2>Falhas de chunk por arquivo e tipo</h2>
${
  counts.length === 0
    ? html`<p>Nenhuma falha de chunk não recuperada.</p>`
    : html`<table>
<thead><tr><th>Arquivo</th><th>Tipo</th><th>Relatórios</th></tr></thead>
<tbody>${counts.map(countRow)}</tbody>
</table>`
}
<h2>Relatórios</h2>
<p>${items.length} entradas aceitas por RecordJavascriptErrors, mais recentes primeiro (recuperações incluídas: evento ${RECOVERED_EVENT_NAME}).</p>
<table>
<thead><tr><th>Hora e sessão</th><th>Erro</th><th>Página</th><th>Recurso e bloco</th><th>Origem (fonte)</th><th>Chunk</th></tr></thead>
<tbody>${[...items].reverse().map((item) => errorRow(item, decodeStack))}</tbody>
</table>
</main>`;
    return sendHtml(request, reply, renderPage({ title: 'QA: erros', body, refreshSeconds: refreshOf(request.query) }));
  });

  app.get('/__qa/ops.json', async (request) => chunkFailureGroups(errorReports(log, sessionFilter(request.query))));

  app.get('/__qa/ops', async (request, reply) => {
    const session = sessionFilter(request.query);
    const items = errorReports(log, session);
    const groups = chunkFailureGroups(items);
    const origins = errorOrigins(items, decodeStack);
    const body = html`<main>
<h1>Ops: erros e falhas de chunk</h1>
${qaNav(session)}
${sessionForm(session, request.query)}
<h2>Falhas de chunk</h2>
<p>Agrupadas por tipo, chunk e build, mais frequentes primeiro. Recuperadas: entradas ${RECOVERED_EVENT_NAME} (por retry ou reload). Não recuperadas: ChunkLoadError, com o que foi tentado antes (retry, reload ou none).</p>
${
  groups.length === 0
    ? html`<p>Nenhuma falha de chunk relatada.</p>`
    : html`<table>
<thead><tr><th>Tipo</th><th>Chunk</th><th>Build</th><th>Total</th><th>Recuperadas</th><th>Não recuperadas</th><th>Como terminaram</th><th>Por hora (UTC)</th></tr></thead>
<tbody>${groups.map(opsRow)}</tbody>
</table>`
}
<h2>Erros por origem</h2>
<p>Os erros do runtime (sem as falhas de chunk), agrupados pela linha do código-fonte em que foram lançados: a pilha de cada relatório lida com os source maps da versão (build) que o enviou.</p>
${
  origins.length === 0
    ? html`<p>Nenhum erro relatado.</p>`
    : html`<table>
<thead><tr><th>Origem (fonte)</th><th>Erro</th><th>Recursos e blocos</th><th>Builds</th><th>Relatórios</th></tr></thead>
<tbody>${origins.map(originRow)}</tbody>
</table>`
}
</main>`;
    return sendHtml(request, reply, renderPage({ title: 'QA: ops', body, refreshSeconds: refreshOf(request.query) }));
  });

  app.get('/__qa/docs', async (request, reply) => {
    const text = await readFile(docsFile, 'utf8').catch(() => 'docs/fixture-server.md não encontrado.');
    const body = html`<main>
<h1>Documentação do servidor de fixtures</h1>
${qaNav(undefined)}
<p>docs/fixture-server.md, como texto.</p>
<pre>${text}</pre>
</main>`;
    return sendHtml(request, reply, renderPage({ title: 'QA: documentação', body }));
  });

  app.get('/__qa/performance', async (request, reply) => {
    const session = sessionFilter(request.query);
    const loads = performanceRecords(log, session).reverse();
    const rows = loads.flatMap((load) => load.events.map((event) => performanceRow(load, event)));
    const body = html`<main>
<h1>Registros de desempenho</h1>
${qaNav(session)}
${sessionForm(session, request.query)}
<p>${loads.length} carregamentos de página (pageLoadId), mais recentes primeiro: os eventos que o coletor enviou, decodificados. Tempos em ms.</p>
<table>
<thead><tr><th>Hora</th><th>Sessão</th><th>pageLoadId</th><th>Evento</th><th>Resumo</th>${METRIC_COLUMNS.map((column) => html`<th>${column}</th>`)}<th>Registro</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</main>`;
    return sendHtml(request, reply, renderPage({ title: 'QA: desempenho', body, refreshSeconds: refreshOf(request.query) }));
  });
};
