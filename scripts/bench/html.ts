/** The two changes the bench's CDN front makes to a page's HTML. */

/**
 * The page without the runtime: every module script the HTML loads from /dist/ (the runtime's script
 * tag, and a second copy if a fixture has one) and every preload hint of a /dist/ file removed, line and
 * all. The rest is byte for byte the page.
 */
export function withoutRuntime(html: string): string {
  return html
    .replace(/^[ \t]*<script\b[^>]*\bsrc="\/dist\/[^"]*"[^>]*><\/script>[ \t]*\r?\n?/gm, '')
    .replace(/^[ \t]*<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bhref="\/dist\/[^"]*"[^>]*>[ \t]*\r?\n?/gm, '');
}

/**
 * The fixture server writes the origin it was asked on into the page context (`website.baseUrl`); behind
 * the TLS front it sees plain HTTP, so the page gets back the https origin the browser used.
 */
export function withHttpsOrigin(html: string, authority: string): string {
  const escaped = authority.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Not followed by a digit: port 4321 must not match inside 43210.
  return html.replace(new RegExp(`http://${escaped}(?!\\d)`, 'g'), `https://${authority}`);
}
