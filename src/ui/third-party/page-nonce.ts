/**
 * The page's CSP nonce, taken from the first script that carries one (the runtime's own script
 * tag does, docs/markup.md §1). Scripts the runtime adds (a captcha provider, the site owner's
 * post-submit scripts) need it to run under a nonce policy. Browsers hide the attribute's value
 * once the page is parsed, so the nonce property is read first.
 */
export function pageNonce(doc: Document = document): string {
  for (const script of doc.querySelectorAll<HTMLScriptElement>('script[nonce]')) {
    const nonce = script.nonce || script.getAttribute('nonce');
    if (nonce) return nonce;
  }
  return '';
}
