/**
 * A script that runs when inserted. Scripts cloned from a template would too, but copying makes
 * the nonce explicit: the copy carries the nonce the renderer gave the site owner's script, and
 * nothing more, so a script the page did not vouch for stays blocked by the CSP.
 */
function runnableCopy(script: HTMLScriptElement, doc: Document): HTMLScriptElement {
  const copy = doc.createElement('script');
  for (const { name, value } of script.attributes) copy.setAttribute(name, value);
  copy.nonce = script.nonce || script.getAttribute('nonce') || '';
  copy.textContent = script.textContent;
  return copy;
}

/**
 * Runs the site owner's post-submit HTML and scripts (site-runtime.md §4): the template's content,
 * inserted right after it. Returns how to remove what was inserted (what the scripts did stays).
 */
export function runPostSubmit(template: HTMLTemplateElement): () => void {
  const doc = template.ownerDocument;
  const fragment = doc.importNode(template.content, true);
  for (const script of fragment.querySelectorAll('script')) script.replaceWith(runnableCopy(script, doc));
  const nodes = [...fragment.childNodes];
  template.after(fragment);
  return () => {
    for (const node of nodes) node.remove();
  };
}
