import { defineBlock } from '../../kit/define.ts';
import { httpUrl } from '../../services/small-services/http-url.ts';
import { WIDGET_SCRIPT_MESSAGES } from '../../texts/widget-script.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import type { DialogRequest } from '../../ui/dialog/index.ts';
import { WIDGET_WIDE_ABOVE_PX } from '../../ui/block-kit/limits.ts';
import { useSharedThirdPartyScript } from '../../ui/third-party/third-party-script.ts';
import { observeWidthLayout } from '../../ui/width-layout.ts';
import { readWidgetScriptConfig } from './config.ts';
import { WIDGET_SCRIPT_PATIENCE_MS } from './limits.ts';
import { readWidget, WIDGET_STATE_ATTRIBUTE } from './read-widget.ts';

export type WidgetState = 'loading' | 'loaded' | 'failed' | 'preview';

/**
 * Table reservation (50, 66), restaurant booking (68), scheduling (65) and wedding registry (63) blocks
 * (docs/markup.md 6.12): a third-party widget whose script comes from the host's attributes (SR §7) and
 * renders into the host. Loading, then loaded (SR §4); the fallback link stays until the provider has
 * rendered, and for good when the script fails. Wide above 850 px (SR §9). A logged-in owner gets a preview only (SR §6): no
 * script, and the fallback's links open the 'Preview Only' alert instead of leaving.
 */
export const mount = defineBlock({
  config: readWidgetScriptConfig,
  markup: readWidget,
  async mount({ element, page, markup: { host, script, provider, fallback }, signal, start }) {
    const warn = (text: string, ...details: unknown[]): void => console.warn(`[site-runtime] widget block #${element.id} (${provider}): ${text}`, ...details);
    const restoreAttributes = snapshotAttributes([host, ...(fallback ? [fallback] : [])], ['aria-busy', WIDGET_STATE_ATTRIBUTE, 'hidden']);
    // What the provider renders goes with the block: the host gets its own nodes back.
    const ownNodes = [...host.childNodes];
    const stopLayout = observeWidthLayout(host, 'wide', { above: WIDGET_WIDE_ABOVE_PX });
    const setState = (state: WidgetState): void => {
      host.setAttribute(WIDGET_STATE_ATTRIBUTE, state);
      if (state === 'loading') host.setAttribute('aria-busy', 'true');
      else host.removeAttribute('aria-busy');
    };
    let release = (): void => undefined;
    let rendered: MutationObserver | undefined;
    const destroy = (): void => {
      // Before the host gets its own nodes back, which must not read as the provider's.
      rendered?.disconnect();
      release();
      stopLayout();
      host.replaceChildren(...ownNodes);
      restoreAttributes();
    };

    if (page.authenticatedAccount !== null) {
      setState('preview');
      host.addEventListener(
        'click',
        (event) => {
          if (!(event.target instanceof Element) || !event.target.closest('a[href], button')) return;
          event.preventDefault();
          const alert: DialogRequest = { kind: 'alert', title: WIDGET_SCRIPT_MESSAGES.previewTitle, message: WIDGET_SCRIPT_MESSAGES.previewMessage };
          void start('dialog', alert);
        },
        { signal },
      );
      return destroy;
    }

    const url = httpUrl(script, element.ownerDocument.baseURI);
    if (url === undefined) {
      warn(`data-widget-script "${script}" is not an http(s) address; the block keeps its HTML`);
      return destroy;
    }
    setState('loading');
    // The fallback goes once the provider has put an element in the host, in the same frame (a mutation
    // observer runs before the next paint): never an empty host when a script loads but renders nothing.
    if (fallback) {
      rendered = new MutationObserver((records, observer) => {
        if (!records.some((record) => [...record.addedNodes].some((node) => node instanceof Element))) return;
        observer.disconnect();
        fallback.hidden = true;
      });
      rendered.observe(host, { childList: true });
    }
    // No time-out on the load itself: a script later than the patience below still turns the host loaded.
    const use = useSharedThirdPartyScript(url, element.ownerDocument);
    release = use.release;
    // The mount ends once the script has run or failed, or the patience has passed: settled() covers the
    // provider's widget, and a teardown meanwhile undoes the block only then (a requested script runs even
    // when its element goes, and would render into the host it gave back).
    await new Promise<void>((resolve) => {
      const patience = setTimeout(() => {
        if (!signal.aborted) {
          setState('failed');
          warn(`the script gave no answer within ${WIDGET_SCRIPT_PATIENCE_MS / 1000} s; the block keeps its HTML`);
        }
        resolve();
      }, WIDGET_SCRIPT_PATIENCE_MS);
      use.done.then(
        () => {
          clearTimeout(patience);
          if (!signal.aborted) setState('loaded');
          resolve();
        },
        (error: unknown) => {
          clearTimeout(patience);
          if (!signal.aborted) {
            setState('failed');
            warn('the script failed to load; the block keeps its HTML', error);
          }
          resolve();
        },
      );
    });
    return destroy;
  },
});
