import { defineBlock } from '../../kit/define.ts';
import { httpUrl } from '../../services/urls/http-url.ts';
import { snapshotAttributes } from '../../ui/attribute-snapshot.ts';
import type { BlockRenderingInput } from '../../ui/block-rendering/index.ts';
import './calendar.css';
import { readCalendarConfig } from './config.ts';
import { isBefore, isPlainActivation, MONTH_LINK_SELECTOR, monthOf, sameDirectionLink } from './month-link.ts';
import { readCalendar } from './read-calendar.ts';

/** Where the page goes when a month cannot be fetched: the link's own address, as without the runtime. */
export const navigation = { go: (url: string): void => window.location.assign(url) };

/**
 * Calendar block (type 26, docs/markup.md 6.14). A month link (`a[data-calendar-month]`) shows that
 * month in place: the `block-rendering` feature asks the platform for it (GetWidgetRendering with the
 * config and the link's month) and the sanitized reply replaces the block's content. Focus goes to the
 * link that goes the same way in the new month (the month's table when there is none) and a polite live
 * region says the month's caption. When the month cannot be had (the call fails, the reply has no table,
 * the feature's chunk cannot load) the month shown stays and the page follows the link, as it would
 * without the runtime. Plain DOM: a few listeners over the server's HTML.
 */
export const mount = defineBlock({
  config: readCalendarConfig,
  markup: readCalendar,
  mount({ element: block, config, start, signal }) {
    const warn = (text: string, ...details: unknown[]): void => console.warn(`[site-runtime] calendar block #${block.id}: ${text}`, ...details);
    const restoreAttributes = snapshotAttributes([block], ['aria-busy']);
    const live = block.ownerDocument.createElement('p');
    live.className = 'calendar-live';
    live.setAttribute('aria-live', 'polite');
    block.append(live);
    // The nodes the HTML had, given back on destroy once a month replaced them.
    let original: Node[] | undefined;
    // Only the last month asked for is shown: a reply to an earlier press is dropped.
    let latest = 0;
    let current = monthOf(config.month);

    const monthLinks = (): HTMLAnchorElement[] => [...block.querySelectorAll<HTMLAnchorElement>(MONTH_LINK_SELECTOR)];

    function show(rendering: DocumentFragment, month: string, back: boolean): void {
      const hadFocus = block.contains(block.ownerDocument.activeElement);
      original ??= [...block.childNodes].filter((node) => node !== live);
      block.replaceChildren(rendering, live);
      const table = block.querySelector('table');
      live.textContent = table?.caption?.textContent?.trim() ?? '';
      if (!hadFocus) return;
      const next = sameDirectionLink(monthLinks(), month, back);
      if (next) return next.focus();
      table?.setAttribute('tabindex', '-1');
      table?.focus();
    }

    function fetchMonth(link: HTMLAnchorElement, month: string): void {
      const asked = (latest += 1);
      // Without a month in the config, the link is the earlier one when another link goes further.
      const back =
        current !== undefined
          ? isBefore(month, current)
          : monthLinks().some((other) => isBefore(month, monthOf(other.getAttribute('data-calendar-month')) ?? ''));
      const settle = (): boolean => {
        if (asked !== latest || signal.aborted) return false;
        block.removeAttribute('aria-busy');
        return true;
      };
      const failed = (error: unknown): void => {
        if (!settle()) return;
        warn(`month ${month} could not be fetched; following the link`, error);
        const url = httpUrl(link.getAttribute('href') ?? '', block.ownerDocument.baseURI);
        if (url !== undefined) navigation.go(url);
      };
      block.setAttribute('aria-busy', 'true');
      const input: BlockRenderingInput = {
        block,
        value: { ...config, month },
        collectionId: config.collectionId,
        onRendered(rendering) {
          if (!rendering.querySelector('table')) return failed(new Error('the rendering has no table'));
          if (!settle()) return;
          current = month;
          show(rendering, month, back);
        },
        onFailed: failed,
      };
      void start('block-rendering', input).then((stop) => stop ?? failed(new Error('the block-rendering feature did not start')));
    }

    block.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(MONTH_LINK_SELECTOR) : null;
        if (!link || !block.contains(link) || !isPlainActivation(event, link)) return;
        const month = monthOf(link.getAttribute('data-calendar-month'));
        if (month === undefined) return warn(`a month link names no YYYY-MM month; followed as a link`);
        event.preventDefault();
        fetchMonth(link, month);
      },
      { signal },
    );

    return () => {
      live.remove();
      if (original) block.replaceChildren(...original);
      restoreAttributes();
    };
  },
});
