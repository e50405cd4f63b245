import type { JsonRecord } from '../body.ts';
import { html, trustedHtml, type SafeHtml } from './escape.ts';
import { siteContextScript } from './site-context.ts';

export interface PageOptions {
  title: string;
  body: SafeHtml;
  description?: string;
  /** When given, the page is a published-site page: it carries this context and the runtime script. */
  siteContext?: JsonRecord;
  /** Reload every N seconds (QA views), done with a meta refresh so no inline script is needed. */
  refreshSeconds?: number;
}

/** The fixture site's icon (fixtures/assets); /favicon.ico answers 204 for pages that name none. */
export const FAVICON_PATH = '/fixtures/assets/favicon.svg';

/** Plain, readable styling shared by every generated page (gets the response nonce like any style block). */
const STYLES = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; color: #1d1d1f; }
a { color: #0b57d0; }
table { border-collapse: collapse; width: 100%; font-size: 0.875rem; }
th, td { border-bottom: 1px solid #ddd; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
td ol { margin: 0.25rem 0; padding-left: 1.25rem; }
code, pre { font-family: ui-monospace, monospace; font-size: 0.8125rem; white-space: pre-wrap; word-break: break-all; }
nav a { margin-right: 1rem; }
iframe { width: 100%; height: 70vh; border: 1px solid #ccc; }
`;

export function renderPage(options: PageOptions): SafeHtml {
  const { title, body, description, siteContext, refreshSeconds } = options;
  return html`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="${FAVICON_PATH}">
${description === undefined ? '' : html`<meta name="description" content="${description}">`}
${refreshSeconds === undefined ? '' : html`<meta http-equiv="refresh" content="${refreshSeconds}">`}
<style>${trustedHtml(STYLES)}</style>
${
  siteContext === undefined
    ? ''
    : html`${siteContextScript(siteContext)}
<script type="module" async src="/dist/runtime.js"></script>`
}
</head>
<body>
${body}
</body>
</html>
`;
}
