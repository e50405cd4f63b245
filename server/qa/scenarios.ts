import type { FaultSpec } from './faults.ts';

/**
 * Named QA situations: GET /__qa/scenario/:name registers the faults for the caller's session and
 * opens the page. Add a scenario by adding an entry here.
 */
export interface Scenario {
  name: string;
  /** What a tester should see (shown on the index page). */
  description: string;
  page: string;
  faults: readonly Omit<FaultSpec, 'session'>[];
}

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'isolation',
    description: 'O módulo do menu não carrega (chunk 404): a página recarrega uma vez, o menu fica com seu HTML e os outros blocos continuam funcionando.',
    page: '/fixtures/isolation.html',
    faults: [{ path: '/dist/chunks/menu-*.js', status: 404 }],
  },
  {
    name: 'cdn-chunk-missing',
    description:
      'O runtime vem de outra origem (a CDN, ?cdn=1) sob a CSP estrita, e o módulo do menu sumiu dela (404): a página recarrega uma vez e todos os blocos funcionam; o registro de pedidos mostra os arquivos servidos pela CDN.',
    page: '/fixtures/kitchen-sink.html?cdn=1',
    // The page's preload hint, the runtime's import() and its question after it; the reloaded page gets the file.
    faults: [{ path: '/dist/chunks/menu-*.js', status: 404, times: 3 }],
  },
  {
    name: 'rum-settings-failure',
    description:
      "As configurações de desempenho falham (503): o coletor relata 'XHR request DONE with unexpected status: 503' (Relatórios de erro) e não envia registros.",
    page: '/fixtures/rum.html',
    faults: [{ path: '/api/1/performance/settings', status: 503 }],
  },
  {
    name: 'rum-settings-timeout',
    description: "As configurações de desempenho não respondem em 30 s: o coletor relata 'Metric settings request timeout' e não envia registros.",
    page: '/fixtures/rum.html',
    faults: [{ path: '/api/1/performance/settings', delayMs: 35_000 }],
  },
];

export function findScenario(name: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.name === name);
}
