import { html, type SafeHtml } from '../html/escape.ts';
import type { ReleaseChoice } from '../releases/sessions.ts';
import { faultEffects, type Fault } from './faults.ts';

/** What a QA session changes in the pages it is served: the faults that reach it and its release. */
export interface QaState {
  faults: readonly Fault[];
  release: ReleaseChoice;
}

function faultLine(fault: Fault): SafeHtml {
  const scope = fault.session === null ? ' (todas as sessões)' : '';
  return html`<li><code>${fault.method ?? ''}${fault.method === undefined ? '' : ' '}${fault.path}</code>: ${faultEffects(fault)}${scope}</li>`;
}

/**
 * The fixture server's banner on a fixture page served while a scenario, a fault or a release choice is active
 * (docs/fixture-server.md "QA sessions"), so whoever looks at the page knows it is not the page as published, with
 * "Encerrar" to end the session and come back to the same page. Undefined when nothing is active.
 * `page`: the page's own path and query, where Encerrar returns.
 */
export function qaBanner({ faults, release }: QaState, page: string): SafeHtml | undefined {
  if (faults.length === 0 && release.pin === null && release.retention) return undefined;
  const scenarios = [...new Set(faults.flatMap((fault) => (fault.scenario === undefined ? [] : [fault.scenario])))];
  const shared = faults.some((fault) => fault.session === null);
  return html`<div class="qa-banner">
<p><strong>Servidor de fixtures:</strong> ${scenarios.length === 0 ? 'sessão QA ativa' : `cenário ${scenarios.join(', ')}`}${
    release.pin === null ? '' : html`, versão fixada <code>${release.pin}</code>`
  }${release.retention ? '' : ', publicada sem os chunks das versões anteriores'}.</p>
${faults.length === 0 ? '' : html`<ul>${faults.map(faultLine)}</ul>`}
<form method="post" action="/__qa/scenario-end"><input type="hidden" name="to" value="${page}"><button type="submit">Encerrar</button>${
    shared ? html` <a href="/__qa/faults">Falhas de todas as sessões</a> ficam até serem removidas.` : ''
  }</form>
</div>`;
}
