import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../platform/page-context/read-page-context.ts';
import { coreContext } from '../../test/core-context.ts';
import { pageOf } from '../../test/page-document.ts';
import { start as startAccountExtras } from './index.ts';
import { ANNOUNCEMENT_BAR_UPDATE_EVENT, POPUP_OVERLAY_FORCE_EVENT, POPUP_OVERLAY_UNFORCE_EVENT } from '../../shared/page-events.ts';

const PAGE = `<div data-announcement-bar><p>Frete grátis.</p></div>
  <main><p>Página</p></main>
  <template data-popup-overlay><h2>Receba nossas novidades</h2></template>`;

const area = () => document.querySelector<HTMLElement>('[data-announcement-bar]')!;
const dialog = () => document.querySelector('dialog');
const update = (html: string): void => void dispatchEvent(new CustomEvent(ANNOUNCEMENT_BAR_UPDATE_EVENT, { detail: { html } }));
const force = (): void => void dispatchEvent(new Event(POPUP_OVERLAY_FORCE_EVENT));

/** The page the feature is started on: a signed-in owner's. */
let page: Page;
function pageContext(showAnnouncementBar: boolean): void {
  page = pageOf({ authenticatedAccount: { id: 'acct-owner' }, websiteRoles: [1], showAnnouncementBar });
}

const stops: (() => void)[] = [];
/** Starts the feature as the core would; `stop` is its destroy, run once (by the test or after it). */
function start(): { stop: () => void; report: ReturnType<typeof vi.fn> } {
  const context = coreContext({ page });
  const destroy = startAccountExtras(context, undefined) as () => void;
  let stopped = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    destroy();
  };
  stops.push(stop);
  return { stop, report: context.report as ReturnType<typeof vi.fn> };
}

beforeEach(() => {
  pageContext(true);
  document.body.innerHTML = PAGE;
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
});

describe('the account-extras feature', () => {
  it('starts the announcement bar preview and the overlay manager; stop undoes both and stops listening', () => {
    const before = document.body.innerHTML;
    const { stop, report } = start();
    update('<p>Prévia</p>');
    force();
    expect(area().textContent).toBe('Prévia');
    expect(dialog()).not.toBeNull();
    stop();
    expect(document.body.innerHTML).toBe(before);
    update('<p>Depois</p>');
    force();
    expect(document.body.innerHTML).toBe(before);
    stop();
    expect(report).not.toHaveBeenCalled();
  });

  it('leaves the announcement bar alone when showAnnouncementBar is false; the overlay manager still runs', () => {
    pageContext(false);
    start();
    update('<p>Prévia</p>');
    expect(area().textContent).toBe('Frete grátis.');
    force();
    expect(dialog()).not.toBeNull();
  });

  it('a module that fails to start is reported; the other still starts', () => {
    const failure = new Error('query failed');
    vi.spyOn(document, 'querySelector').mockImplementationOnce(() => {
      throw failure;
    });
    const { report } = start();
    expect(report).toHaveBeenCalledExactlyOnceWith(failure);
    force();
    expect(dialog()).not.toBeNull();
  });
});

describe('docs/markup.md §6.22', () => {
  it('names every page event of these modules', () => {
    const doc = readFileSync(resolve(process.cwd(), 'docs/markup.md'), 'utf8');
    const section = doc.slice(doc.indexOf('### 6.22 Page-level features'), doc.indexOf('### 6.23'));
    for (const name of [ANNOUNCEMENT_BAR_UPDATE_EVENT, POPUP_OVERLAY_FORCE_EVENT, POPUP_OVERLAY_UNFORCE_EVENT]) {
      expect(section).toContain(`\`${name}\``);
    }
    expect(section).not.toContain('not built yet');
  });
});
