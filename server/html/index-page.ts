import type { JsonRecord } from '../body.ts';
import type { Scenario } from '../qa/scenarios.ts';
import { faultEffects, type FaultStore } from '../qa/faults.ts';
import type { ReleaseChoice } from '../releases/sessions.ts';
import { html, type SafeHtml } from './escape.ts';
import type { FixtureSummary } from './fixture-catalogue.ts';
import { renderPage } from './shell.ts';

export interface IndexPageInput {
  fixtures: readonly FixtureSummary[];
  /** One page per block example (the examples.html beside each documented feature). */
  examples: readonly FixtureSummary[];
  scenarios: readonly Scenario[];
  /** The caller's qa_session cookie, or null. */
  qaSession: string | null;
  faults: FaultStore;
  /** What the caller's session's pages load (docs/fixture-server.md "Releases"). */
  release: ReleaseChoice;
  siteContext: JsonRecord;
}

/** One fixture as a list item: link to the page, then its description (also used by the search page). */
export function fixtureListItem(fixture: FixtureSummary): SafeHtml {
  return html`<li><a href="${fixture.href}">${fixture.title}</a>${fixture.description === '' ? '' : html` — ${fixture.description}`}</li>`;
}

function scenarioItem(scenario: Scenario): SafeHtml {
  return html`<li><a href="/__qa/scenario/${encodeURIComponent(scenario.name)}">${scenario.name}</a> — ${scenario.description}</li>`;
}

/** The caller's QA session, its faults and the form that ends both (a plain POST: no script under the CSP). */
function sessionSection(session: string | null, faults: FaultStore, release: ReleaseChoice): SafeHtml {
  if (session === null) return html`<p class="qa-session">Nenhuma sessão QA neste navegador: abrir um cenário cria uma.</p>`;
  const own = faults.list(session);
  return html`<div class="qa-session">
<p>Sessão QA atual: <code>${session}</code> (cookie qa_session), ${own.length === 1 ? '1 falha' : `${own.length} falhas`}.</p>
${own.length === 0 ? '' : html`<ul>${own.map((fault) => html`<li><code>${fault.path}</code>: ${faultEffects(fault)}</li>`)}</ul>`}
${release.pin === null ? '' : html`<p>As páginas desta sessão carregam a versão <code>${release.pin}</code> (<a href="/__qa/releases">Versões publicadas</a>).</p>`}
<form method="post" action="/__qa/scenario-end"><button type="submit">Encerrar a sessão QA</button> (remove as falhas, a versão fixada e o cookie)</form>
</div>`;
}

/** The site root: a published-site page listing the fixtures, the QA views and the scenarios. */
export function renderIndexPage({ fixtures, examples, scenarios, qaSession, faults, release, siteContext }: IndexPageInput): SafeHtml {
  const body = html`<h1>Site de fixtures</h1>
<p>Páginas pré-renderizadas servidas com o runtime local.</p>
<h2>Fixtures</h2>
${fixtures.length === 0 ? html`<p>Nenhuma fixture em fixtures/.</p>` : html`<ul class="fixtures">${fixtures.map(fixtureListItem)}</ul>`}
<h2>Exemplos dos blocos</h2>
<p>Cada exemplo do contrato de marcação (docs/markup.md), sozinho numa página.</p>
<ul class="examples">${examples.map(fixtureListItem)}</ul>
<h2>QA</h2>
<ul>
<li><a href="/__qa/">Requisições recentes</a></li>
<li><a href="/__qa/errors">Relatórios de erro</a></li>
<li><a href="/__qa/ops">Ops: falhas de chunk (recuperadas e não recuperadas)</a></li>
<li><a href="/__qa/faults">Falhas injetadas (listar, adicionar, remover)</a></li>
<li><a href="/__qa/releases">Versões publicadas (abrir as páginas numa versão anterior, publicar a atual)</a></li>
<li><a href="/__qa/docs">Documentação do servidor de fixtures e das falhas</a></li>
<li><a href="/__qa/performance">Registros de desempenho (RUM)</a></li>
<li><a href="/__qa/login?as=owner&amp;to=/">Entrar como dona do site</a> · <a href="/__qa/login?as=viewer&amp;to=/">Entrar como visualizador</a> · <a href="/__qa/logout-fixture?to=/">Sair</a></li>
</ul>
<h2>Cenários</h2>
${sessionSection(qaSession, faults, release)}
<ul class="scenarios">${scenarios.map(scenarioItem)}</ul>`;
  return renderPage({ title: 'Site de fixtures', description: 'Índice das páginas de fixture e das ferramentas de QA.', body, siteContext });
}
