import { defineBlock } from '../../kit/define.ts';
import { addThirdPartyScript, ThirdPartyScriptError } from '../../ui/third-party/third-party-script.ts';
import {
  COMMENT_COUNT_SCRIPT,
  COMMENT_COUNT_SCRIPT_ATTRIBUTE,
  COMMENT_COUNTS_CALLBACK,
  COMMENT_LINK_SELECTOR,
  countScriptUrl,
  countText,
  isShortname,
  readCounts,
} from './comment-counts.ts';
import { readCommentsConfig } from './config.ts';
import { COMMENT_COUNT_TIMEOUT_MS } from './limits.ts';

type CountsWindow = Window & { [COMMENT_COUNTS_CALLBACK]?: (counts: unknown) => void };

/** The comments block that counts for the page: one script per page, however many blocks. */
let counting: HTMLElement | undefined;

/**
 * Comments block (type 16, docs/markup.md 6.18): with comments enabled and a Disqus shortname, the comment-count
 * script (site-runtime.md §7) is loaded once per page for every comment link on it, and each link's text becomes
 * its item's count. A script that fails, is late or gives no counts leaves the links as they are, with a warning.
 */
export const mount = defineBlock({
  config: readCommentsConfig,
  markup: (element: HTMLElement) => ({ template: element.getAttribute(COMMENT_COUNT_SCRIPT_ATTRIBUTE) || COMMENT_COUNT_SCRIPT }),
  mount({ element, page, markup: { template }, signal }) {
    const { commentsEnabled, disqusShortname: shortname } = page.websiteSettings;
    if (!commentsEnabled || shortname === '' || counting) return;
    const warn = (text: string, ...details: unknown[]): void => console.warn(`[site-runtime] comments block #${element.id}: ${text}`, ...details);
    const doc = element.ownerDocument;
    const links = [...doc.querySelectorAll<HTMLAnchorElement>(COMMENT_LINK_SELECTOR)];
    if (links.length === 0) return;
    const url = countScriptUrl(
      template,
      shortname,
      links.map((link) => link.getAttribute('data-item-id') ?? ''),
      doc.baseURI,
    );
    if (url === undefined) {
      warn(
        isShortname(shortname)
          ? `${COMMENT_COUNT_SCRIPT_ATTRIBUTE} "${template}" is not an http(s) address; the links keep their text`
          : `disqusShortname "${shortname}" is not a shortname (a-z, 0-9, -); the links keep their text`,
      );
      return;
    }

    counting = element;
    const win = (doc.defaultView ?? window) as CountsWindow;
    // The script calls back as it runs (a JSONP answer), so the counts are in by its load event.
    let answer: { counts: unknown } | undefined;
    win[COMMENT_COUNTS_CALLBACK] = (counts) => (answer ??= { counts });
    const { script, done } = addThirdPartyScript(url, doc, COMMENT_COUNT_TIMEOUT_MS, signal);
    const written = new Map<HTMLAnchorElement, Node[]>();
    done.then(
      () => {
        if (signal.aborted) return;
        if (answer === undefined) return warn('the count script gave no counts; the links keep their text');
        const counts = readCounts(answer.counts);
        for (const link of links) {
          const count = counts.get(link.getAttribute('data-item-id') ?? '');
          if (count === undefined || !link.isConnected) continue;
          written.set(link, [...link.childNodes]);
          link.textContent = countText(count);
        }
      },
      (error: unknown) => {
        if (signal.aborted) return;
        const late = error instanceof ThirdPartyScriptError && error.reason === 'timeout';
        warn(`the count script ${late ? `gave no answer within ${COMMENT_COUNT_TIMEOUT_MS / 1000} s` : 'did not load'}; the links keep their text`, error);
      },
    );
    return () => {
      script.remove();
      delete win[COMMENT_COUNTS_CALLBACK];
      for (const [link, nodes] of written) link.replaceChildren(...nodes);
      counting = undefined;
    };
  },
});
