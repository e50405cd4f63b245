import { html, type SafeHtml } from '../html/escape.ts';
import { renderPage } from '../html/shell.ts';
import { qaNav } from '../qa/views.ts';
import { KEPT_RELEASES, type ArchivedRelease } from './archive.ts';
import type { ReleaseChoice } from './sessions.ts';

export interface ReleasesPageInput {
  releases: readonly ArchivedRelease[];
  /** The build in dist/ now. */
  current: string | undefined;
  /** The caller's QA session (qa_session cookie), and what its pages load. */
  session: string | null;
  choice: ReleaseChoice;
  /** Why the last form was refused. */
  error?: string;
}

function releaseRow(release: ArchivedRelease, current: string | undefined, choice: ReleaseChoice): SafeHtml {
  return html`<tr>
<td><code>${release.build}</code></td><td>${release.archivedAt.toISOString()}</td><td>${release.chunks}</td>
<td>${[release.build === current ? 'atual' : '', release.build === choice.pin ? 'fixada nesta sessão' : ''].filter((note) => note !== '').join(', ')}</td>
<td><form method="post" action="/__qa/releases/pin"><input type="hidden" name="build" value="${release.build}"><button type="submit">Abrir as páginas nesta versão</button></form></td>
</tr>`;
}

function choiceText({ pin, retention }: ReleaseChoice): SafeHtml {
  if (pin !== null) return html`as páginas carregam a versão <code>${pin}</code> inteira, como se ela ainda fosse a publicada.`;
  return retention
    ? html`as páginas carregam a versão atual (dist/); um chunk que ela não tem vem das versões arquivadas (retenção).`
    : html`as páginas carregam a versão atual (dist/) sem retenção: um chunk que ela não tem responde 404.`;
}

/** /__qa/releases for a browser: the archived releases, a pin for each, and the deploy (plain forms, no script). */
export function renderReleasesPage({ releases, current, session, choice, error }: ReleasesPageInput): SafeHtml {
  const body = html`<main>
<h1>Versões publicadas</h1>
${qaNav(undefined)}
<p>O servidor guarda uma cópia de dist/ de cada build que serviu em <code>.releases/</code>, as ${KEPT_RELEASES} mais recentes
(<a href="/__qa/docs">documentação</a>, seção Releases).
${session === null ? 'Este navegador não tem sessão QA: abrir uma versão cria uma.' : html`Sua sessão QA: <code>${session}</code>; ${choiceText(choice)}`}</p>
${error === undefined ? '' : html`<p role="alert">Pedido recusado: ${error}</p>`}
<h2>Arquivadas</h2>
${
  releases.length === 0
    ? html`<p>Nenhuma versão arquivada (falta um build em dist/).</p>`
    : html`<table>
<thead><tr><th>Build</th><th>Arquivada em (UTC)</th><th>Chunks</th><th>Estado</th><th>Ação</th></tr></thead>
<tbody>${releases.map((release) => releaseRow(release, current, choice))}</tbody>
</table>`
}
<h2>Publicar</h2>
<p>Uma página aberta numa versão anterior continua aberta; a próxima parte que ela pedir mostra o que acontece depois de um deploy.</p>
<form method="post" action="/__qa/releases/deploy">
<p><label><input type="checkbox" name="retention" value="1" checked> Manter os chunks das versões anteriores (retenção)</label></p>
<p><button type="submit">Publicar a versão atual</button></p>
</form>
</main>`;
  return renderPage({ title: 'QA: versões', body });
}
