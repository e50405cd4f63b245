import './cookie-banner.css';
import type { Consent } from '../../platform/consent/consent.ts';
import { defineFeature } from '../../kit/define.ts';
import { yieldToMain } from '../../platform/idle/after-load.ts';
import { ANNOUNCEMENT_BAR_SELECTOR } from '../../shared/markers.ts';
import { createBannerView, type BannerView } from './banner-view.ts';
import { pagePosition, toBannerModel, type BannerModel, type CookieSettings } from './cookie-settings.ts';
import { keepReachable } from './keep-reachable.ts';
import { mergeCookieSettings } from './merge-settings.ts';
import { shouldShowCookieBanner } from '../../platform/consent/should-show-banner.ts';
import {
  CONSENT_EVENT,
  COOKIE_BANNER_FORCE_EVENT,
  COOKIE_BANNER_OPEN_EVENT,
  COOKIE_BANNER_UNFORCE_EVENT,
  COOKIE_BANNER_UPDATE_EVENT,
} from '../../shared/page-events.ts';

/** What the page start passes to `start('cookie-banner', input)`. */
export interface CookieBannerInput {
  /** Start forced (a preview that ignores clicks): the chunk was loaded for a force event. */
  readonly forced: boolean;
  /** That force event's detail: settings to merge, as the banner's own force listener would. */
  readonly detail?: unknown;
  /** Start open for the visitor (a modal): the chunk was loaded for an open event. Default false. */
  readonly opened?: boolean;
}

/**
 * The cookie banner as a lazy feature: the page start starts it only while it must show, or when
 * a force event asks for a preview. Its destroy removes the banner and its listeners.
 */
export const start = defineFeature<CookieBannerInput>(async ({ page, consent, input, report, signal }) => {
  const settings = mergeCookieSettings(page.cookieSettings, input.detail);
  // The banner's DOM in the task after the consent cookie's read (a synchronous trip to the
  // browser): on a slow phone each half is a short task.
  await yieldToMain();
  return signal.aborted ? undefined : showCookieBanner({ settings, consent, editMode: page.editMode, report, forced: input.forced, opened: input.opened });
});

export interface CookieBannerOptions {
  /** The page context's cookieSettings (`PageContext['cookieSettings']` fits). */
  settings: CookieSettings;
  /** The page's consent engine: the banner reads and stores the visitor's choice there. */
  consent: Consent;
  /** The page is shown in the editor: no visitor to ask, so the banner shows only forced. */
  editMode: boolean;
  report(error: unknown): void;
  /**
   * Start forced (a preview that ignores clicks), for a chunk loaded because a force event arrived
   * before its own listener existed. Default false.
   */
  forced?: boolean;
  /** Start open for the visitor, as an open event would (the chunk was loaded for one). Default false. */
  opened?: boolean;
}

interface Shown {
  readonly view: BannerView;
  /** Gives back the room keepReachable made for the banner as last rendered. */
  releaseRoom(): void;
}

/**
 * Shows the cookie banner when it should be shown (enabled, no choice yet, forced, or opened by the
 * visitor) and keeps it in step with the visitor's choice and the force, unforce, update and open events. A choice calls
 * consent.choose(…) (ss_cookieAllowed for 30 days) and removes the banner; the listeners stay
 * until the returned function runs, so a later force event can show it again.
 *
 * The banner is always position: fixed (it never shifts page content). Its host element goes at
 * the end of <body>, so it comes last in the tab order, or for a top bar at the end of the
 * announcement-bar area when the page has one, the bar then showing just below the area. While it
 * shows, keepReachable keeps what it covers reachable (room at the end, scroll padding). Focus is
 * never moved on show; after a choice made from inside the banner, focus goes back to where it came from.
 * Opened by the visitor (an open event: a `[data-cookie-settings]` control), it is a modal dialog with
 * focus moved in, until a choice or Escape, after which focus goes back too; a refusal by Global Privacy
 * Control is then said in one line.
 */
export function showCookieBanner({
  settings: initialSettings,
  consent,
  editMode,
  report,
  forced: initiallyForced = false,
  opened: initiallyOpened = false,
}: CookieBannerOptions): () => void {
  const listeners = new AbortController();
  let settings = initialSettings;
  let forced = initiallyForced;
  let opened = initiallyOpened;
  /** The choice made in this banner, in case the consent store could not keep it. */
  let chosenHere: boolean | undefined;
  let shown: Shown | undefined;
  let stopped = false;

  const choice = (): boolean | undefined => consent.choice() ?? chosenHere;

  function show(model: BannerModel): void {
    const parent = hostParent(model);
    shown ??= { view: createBannerView(onChoose, onDismiss), releaseRoom: () => undefined };
    const { view } = shown;
    // A preview stays a preview: the modal is the visitor's own, with CTAs that work.
    const modal = opened && !forced;
    view.render(model, { preview: forced, modal, signalHonoured: modal && consent.refusedBySignal() });
    if (view.host.parentElement !== parent) parent.append(view.host);
    // showModal() needs the dialog in the document: after the host is.
    view.setModal(modal);
    shown.releaseRoom();
    shown.releaseRoom = keepReachable({
      host: view.host,
      banner: view.banner,
      top: model.position.startsWith('TOP'),
      area: parent === document.body ? null : parent,
    });
  }

  function hide(): void {
    if (!shown) return;
    const { view, releaseRoom } = shown;
    shown = undefined;
    const focusWasInside = view.host.contains(document.activeElement);
    // Where focus came from when it entered the banner: where it goes back after a choice.
    const returnFocusTo = view.focusCameFrom();
    releaseRoom();
    view.destroy();
    if (focusWasInside && returnFocusTo?.isConnected) returnFocusTo.focus({ preventScroll: true });
  }

  function update(): void {
    if (stopped) return;
    try {
      if (forced || opened || shouldShowCookieBanner({ settings, editMode, choice })) show(toBannerModel(settings));
      else hide();
    } catch (error) {
      report(error);
    }
  }

  function onChoose(allowed: boolean): void {
    // A forced banner is a preview: its CTAs ignore clicks (site-runtime.md §4).
    if (forced || stopped) return;
    chosenHere = allowed;
    opened = false;
    try {
      consent.choose(allowed);
    } catch (error) {
      // The choice is stored before listeners run; one failing listener must not keep the banner up.
      report(error);
    }
    try {
      hide();
    } catch (error) {
      report(error);
    }
  }

  /** Escape in the modal: closed with no choice made (a banner still due shows again, as a region). */
  function onDismiss(): void {
    opened = false;
    update();
  }

  const on = (type: string, listener: (event: Event) => void): void => {
    addEventListener(
      type,
      (event) => {
        try {
          listener(event);
        } catch (error) {
          report(error);
        }
      },
      { signal: listeners.signal },
    );
  };
  const detailOf = (event: Event): unknown => (event instanceof CustomEvent ? (event.detail as unknown) : undefined);

  on(COOKIE_BANNER_FORCE_EVENT, (event) => {
    forced = true;
    settings = mergeCookieSettings(settings, detailOf(event));
    update();
  });
  on(COOKIE_BANNER_UNFORCE_EVENT, () => {
    forced = false;
    update();
  });
  on(COOKIE_BANNER_OPEN_EVENT, () => {
    opened = true;
    update();
  });
  on(COOKIE_BANNER_UPDATE_EVENT, (event) => {
    settings = mergeCookieSettings(settings, detailOf(event));
    update();
  });
  // A consent tool answered for the visitor: the services store it in their own listener, so look
  // once every listener of this event has run.
  on(CONSENT_EVENT, () => queueMicrotask(update));
  const stopListeningToConsent = consent.onChange(() => update());

  function stop(): void {
    if (stopped) return;
    stopped = true;
    listeners.abort();
    stopListeningToConsent();
    try {
      hide();
    } catch (error) {
      report(error);
    }
  }
  update();
  return stop;
}

/** A top bar goes into the announcement-bar area when the page has one; anything else at the end of <body>. */
function hostParent(model: BannerModel): HTMLElement {
  if (pagePosition(model) === 'top') {
    const area = document.querySelector<HTMLElement>(ANNOUNCEMENT_BAR_SELECTOR);
    if (area) return area;
  }
  return document.body;
}
