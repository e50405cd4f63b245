/** `<script` and `<style` start tags (not end tags, not `<scripts>` or `<style-x>`). */
const START_TAG = /<(script|style)(?=[\s/>])([^>]*)>/gi;
/** A `nonce` attribute (but not `data-nonce`). */
const NONCE_ATTRIBUTE = /(^|\s)nonce(\s*=|\s|\/|$)/i;

/**
 * Gives every inline and external script and style block the response nonce, as the platform
 * renderer does for its own blocks. Tags that already carry a nonce keep it: fixtures use a
 * wrong nonce on purpose to check that the CSP blocks them.
 */
export function addNonces(markup: string, nonce: string): string {
  return markup.replace(START_TAG, (tag, name: string, attributes: string) =>
    NONCE_ATTRIBUTE.test(attributes) ? tag : `<${name} nonce="${nonce}"${attributes}>`,
  );
}
