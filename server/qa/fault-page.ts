import { html, type SafeHtml } from '../html/escape.ts';
import { renderPage } from '../html/shell.ts';
import { faultEffects, type Fault } from './faults.ts';
import { qaNav } from './views.ts';

export interface FaultPageInput {
  faults: readonly Fault[];
  /** The caller's QA session (qa_session cookie): the form's default. */
  session: string | null;
  /** Why the last form was refused, shown above the form. */
  error?: string;
}

function faultRow(fault: Fault): SafeHtml {
  return html`<tr>
<td>${fault.id}</td><td>${fault.session ?? 'todas'}</td><td>${fault.method ?? 'qualquer'}</td><td><code>${fault.path}</code></td>
<td>${faultEffects(fault)}</td><td>${fault.times ?? '∞'}</td>
<td><form method="post" action="/__qa/faults/${encodeURIComponent(fault.id)}/remove"><button type="submit" aria-label="Remover ${fault.id}">Remover</button></form></td>
</tr>`;
}

/** /__qa/faults for a browser: the faults with a remove button each, and a form that adds one (plain forms, no script). */
export function renderFaultPage({ faults, session, error }: FaultPageInput): SafeHtml {
  const body = html`<main>
<h1>Falhas injetadas</h1>
${qaNav(undefined)}
<p>${session === null ? 'Este navegador não tem sessão QA (cookie qa_session): uma falha sem sessão vale para todas.' : html`Sua sessão QA: <code>${session}</code>.`}
Os campos são os da API JSON (<a href="/__qa/docs">documentação</a>, seção Faults).</p>
<h2>Ativas</h2>
<p>As da sua sessão e as sem sessão; as de outra sessão com <code>?session=</code> no endereço.</p>
${
  faults.length === 0
    ? html`<p>Nenhuma falha ativa.</p>`
    : html`<table>
<thead><tr><th>Id</th><th>Sessão</th><th>Método</th><th>Caminho</th><th>Efeito</th><th>Vezes restantes</th><th>Ação</th></tr></thead>
<tbody>${faults.map(faultRow)}</tbody>
</table>`
}
<h2>Adicionar uma falha</h2>
${error === undefined ? '' : html`<p role="alert">Falha recusada: ${error}</p>`}
<form method="post" action="/__qa/faults" class="fault-form">
<p><label>Caminho (exato ou com *) <input name="path" required pattern="/.*" placeholder="/dist/chunks/menu-*.js"></label></p>
<p><label>Método <input name="method" placeholder="qualquer"></label></p>
<p><label>Status <input name="status" type="number" min="100" max="599"></label></p>
<p><label>Corpo <textarea name="body" rows="2"></textarea></label></p>
<p><label>Content-Type <input name="contentType" placeholder="application/json"></label></p>
<p><label>Atraso (ms) <input name="delayMs" type="number" min="0" max="600000"></label></p>
<p><label><input name="drop" type="checkbox" value="1"> Derrubar a conexão</label></p>
<p><label><input name="dropReply" type="checkbox" value="1"> Atender e derrubar a resposta</label></p>
<p><label>Vezes <input name="times" type="number" min="1" placeholder="até remover"></label></p>
<p><label>Sessão (vazia: todas) <input name="session" value="${session ?? ''}"></label></p>
<p><button type="submit">Adicionar falha</button></p>
</form>
</main>`;
  return renderPage({ title: 'QA: falhas', body });
}
