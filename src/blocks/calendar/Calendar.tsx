import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { BlockContext } from '../../kit/define.ts';
import { httpUrl } from '../../services/small-services/http-url.ts';
import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import type { BlockRenderingInput } from '../../ui/block-rendering/index.ts';
import type { CalendarConfig } from './config-schema.ts';
import { isBefore, isPlainActivation, MONTH_LINK_SELECTOR, monthOf, sameDirectionLink } from './month-link.ts';
import { navigation } from './navigation.ts';

/** A month the platform sent (GetWidgetRendering), as the block renderings' sanitizer left it. */
interface MonthRendering {
  /** Its month, `YYYY-MM`. */
  readonly month: string;
  /** The sanitized nodes, this document's: React cannot render them as JSX, so an effect places them. */
  readonly nodes: readonly Node[];
  /** Its table's caption, which the live region says. */
  readonly caption: string;
  /** Whether it was reached going back, to an earlier month: focus goes to the link going that way again. */
  readonly back: boolean;
}

/** What the block shows. */
interface CalendarView {
  /**
   * `loading` while the month last asked for is on its way (the block is `aria-busy`); `failed` when it
   * could not be had (the month shown stays and the page follows the link).
   */
  readonly status: 'shown' | 'loading' | 'failed';
  /** The month that came last; undefined while the server's own month is shown. */
  readonly rendering?: MonthRendering;
}

export interface CalendarProps {
  readonly block: HTMLElement;
  readonly config: CalendarConfig;
  readonly start: BlockContext['start'];
}

const monthLinks = (block: HTMLElement): HTMLAnchorElement[] => [...block.querySelectorAll<HTMLAnchorElement>(MONTH_LINK_SELECTOR)];

/** Shows `nodes` in the block instead of what it shows now, before the live region (React's node, never moved). */
function showNodes(block: HTMLElement, live: HTMLElement, nodes: readonly Node[]): void {
  for (const node of [...block.childNodes]) if (node !== live) node.remove();
  live.before(...nodes);
}

/**
 * A calendar's month in place (docs/markup.md 6.14). Which month is shown, and whether one is on its way
 * or could not be had, is React state; the live region that says the month is React's. The month links
 * are the server's (or the platform's, in a month that came), heard through one native listener on the
 * block. A month comes from the `block-rendering` feature as the sanitizer's nodes, which a layout effect
 * puts in the block in place of the month shown, then moves focus along.
 */
export function Calendar({ block, config, start }: CalendarProps) {
  const [view, setView] = useState<CalendarView>({ status: 'shown' });
  const { status, rendering } = view;
  // The month shown: the last one that came, else the config's (undefined when it names none).
  const shownMonth = rendering?.month ?? monthOf(config.month);
  const live = useRef<HTMLParagraphElement>(null);
  // The nodes the HTML had, kept when a month first replaces them, given back on unmount.
  const original = useRef<Node[]>(undefined);
  // Only the last month asked for is shown: a reply to an earlier press is dropped.
  const latest = useRef(0);

  const warn = (text: string, ...details: unknown[]): void => console.warn(`[site-runtime] calendar block #${block.id}: ${text}`, ...details);

  /** Asks the platform for `month`; `listening` is aborted on unmount, after which no reply counts. */
  const ask = useEffectEvent((link: HTMLAnchorElement, month: string, listening: AbortSignal): void => {
    const asked = (latest.current += 1);
    // Without a month in the config, the link is the earlier one when another link goes further.
    const back =
      shownMonth !== undefined
        ? isBefore(month, shownMonth)
        : monthLinks(block).some((other) => isBefore(month, monthOf(other.getAttribute('data-calendar-month')) ?? ''));
    const answered = (): boolean => asked === latest.current && !listening.aborted;
    const failed = (error: unknown): void => {
      if (!answered()) return;
      flushSync(() => setView((shown) => ({ ...shown, status: 'failed' })));
      warn(`month ${month} could not be fetched; following the link`, error);
      const url = httpUrl(link.getAttribute('href') ?? '', block.ownerDocument.baseURI);
      if (url !== undefined) navigation.go(url);
    };
    // Synchronously: the block is busy in the frame of the press.
    flushSync(() => setView((shown) => ({ ...shown, status: 'loading' })));
    const input: BlockRenderingInput = {
      block,
      value: { ...config, month },
      collectionId: config.collectionId,
      onRendered(rendering) {
        const table = rendering.querySelector('table');
        if (!table) return failed(new Error('the rendering has no table'));
        if (!answered()) return;
        const caption = table.caption?.textContent?.trim() ?? '';
        // Synchronously: the month, its announcement and the focus that follows it come in one frame.
        flushSync(() => setView({ status: 'shown', rendering: { month, nodes: [...rendering.childNodes], caption, back } }));
      },
      onFailed: failed,
    };
    void start('block-rendering', input).then((stop) => stop ?? failed(new Error('the block-rendering feature did not start')));
  });

  // The month links, heard on the block: a plain press asks for its month instead of leaving the page.
  useLayoutEffect(() => {
    const listening = new AbortController();
    block.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(MONTH_LINK_SELECTOR) : null;
        if (!link || !block.contains(link) || !isPlainActivation(event, link)) return;
        const month = monthOf(link.getAttribute('data-calendar-month'));
        if (month === undefined) return warn(`a month link names no YYYY-MM month; followed as a link`);
        event.preventDefault();
        ask(link, month, listening.signal);
      },
      { signal: listening.signal },
    );
    return () => listening.abort();
    // warn reads only the block's id; ask is an effect event (it reads the month shown when called).
  }, [block]);

  // Busy while a month is on its way; the block's own attribute back after.
  const loading = status === 'loading';
  useLayoutEffect(() => {
    if (!loading) return undefined;
    const restore = snapshotAttributes([block], ['aria-busy']);
    block.setAttribute('aria-busy', 'true');
    return restore;
  }, [block, loading]);

  // The month that came, in place of the one shown; focus follows it when it was in the block (the link pressed).
  useLayoutEffect(() => {
    const region = live.current;
    if (!rendering || !region) return;
    const hadFocus = block.contains(block.ownerDocument.activeElement);
    original.current ??= [...block.childNodes].filter((node) => node !== region);
    showNodes(block, region, rendering.nodes);
    if (!hadFocus) return;
    const next = sameDirectionLink(monthLinks(block), rendering.month, rendering.back);
    if (next) return next.focus();
    const table = block.querySelector('table');
    table?.setAttribute('tabindex', '-1');
    table?.focus();
  }, [block, rendering]);

  // On unmount, the HTML's own nodes back in place of a month that came (React then removes the live region).
  useLayoutEffect(() => {
    const region = live.current;
    return () => {
      if (original.current && region) showNodes(block, region, original.current);
    };
  }, [block]);

  return (
    <p ref={live} className="calendar-live" aria-live="polite">
      {rendering?.caption}
    </p>
  );
}
