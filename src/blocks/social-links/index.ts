import { defineBlock } from '../../kit/define.ts';
import { httpUrl } from '../../services/small-services/http-url.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { SOCIAL_FOLLOW_SCRIPT_TIMEOUT_MS } from '../../ui/block-kit/limits.ts';
import { ThirdPartyScriptError, useSharedThirdPartyScript } from '../../ui/third-party/third-party-script.ts';
import { FOLLOW_STATE_ATTRIBUTE, readFollowWidget } from './read-social-links.ts';

export type FollowState = 'loading' | 'loaded' | 'failed';

/**
 * The follow widget of a social links block (19, 48, 54; docs/markup.md 6.24), mounted on its host: the links are
 * the block and work as they are; the provider's script comes from the host's attribute (site-runtime.md §7 "a
 * social follow widget script (10 s timeout)"), once per address, and renders its follow buttons into the host
 * beside the links. A script that fails or is later than 10 s leaves the links, with a warning.
 */
export const mount = defineBlock({
  markup: readFollowWidget,
  async mount({ element: host, markup: { script, name, provider }, signal }) {
    const warn = (text: string, ...details: unknown[]): void => console.warn(`[site-runtime] social links block #${name} (${provider}): ${text}`, ...details);
    const url = httpUrl(script, host.ownerDocument.baseURI);
    if (url === undefined) return warn(`data-social-follow "${script}" is not an http(s) address; the links stay as they are`);

    const restoreAttributes = snapshotAttributes([host], ['aria-busy', FOLLOW_STATE_ATTRIBUTE]);
    // What the provider renders goes with the block: the host gets its own nodes back.
    const ownNodes = [...host.childNodes];
    const setState = (state: FollowState): void => {
      host.setAttribute(FOLLOW_STATE_ATTRIBUTE, state);
      if (state === 'loading') host.setAttribute('aria-busy', 'true');
      else host.removeAttribute('aria-busy');
    };
    setState('loading');
    const use = useSharedThirdPartyScript(url, host.ownerDocument, SOCIAL_FOLLOW_SCRIPT_TIMEOUT_MS);
    // The mount ends once the script has run or failed: settled() covers the provider's buttons, and a
    // teardown meanwhile undoes the block after the script ran (a script already requested runs even
    // when its element is removed), so its buttons go too.
    await use.done.then(
      () => {
        if (!signal.aborted) setState('loaded');
      },
      (error: unknown) => {
        if (signal.aborted) return;
        setState('failed');
        const late = error instanceof ThirdPartyScriptError && error.reason === 'timeout';
        warn(
          `the follow widget script ${late ? `gave no answer within ${SOCIAL_FOLLOW_SCRIPT_TIMEOUT_MS / 1000} s` : 'failed to load'}; the links stay as they are`,
          error,
        );
      },
    );
    return () => {
      use.release();
      host.replaceChildren(...ownNodes);
      restoreAttributes();
    };
  },
});
