import { TRACK_PATH } from '../../shared/platform.ts';
import type { PageTracking } from '../consent/consent.ts';

/**
 * The marketing parameters copied from the page's query string (site-runtime.md §3, "Landing tracking parameters").
 * @internal Exported for the tests: the tests read the parameters the spec names.
 */
export const MARKETING_PARAMETERS = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'variation', 'mkwid'] as const;

/** @internal Exported for the tests: the pure rule's input, for its tests. */
export interface LandingInput {
  readonly location: Pick<Location, 'href' | 'search'>;
  readonly referrer: string;
  readonly language: string;
  readonly screen: Pick<Screen, 'width' | 'height'>;
  /** The rk cache buster, so no cache between the page and the platform answers for this beacon. */
  readonly random: string;
}

/**
 * The landing beacon's query: landing, refer, rk, lang, screen, then each marketing parameter the
 * page address carries (an empty one too: it was present); every other query parameter stays out.
 * @internal Exported for the tests: the pure rule, tested directly.
 */
export function landingParameters({ location, referrer, language, screen, random }: LandingInput): URLSearchParams {
  const parameters = new URLSearchParams({
    landing: location.href,
    refer: referrer,
    rk: random,
    lang: language,
    screen: `${screen.width}x${screen.height}`,
  });
  const pageQuery = new URLSearchParams(location.search);
  for (const name of MARKETING_PARAMETERS) {
    const value = pageQuery.get(name);
    if (value !== null) parameters.set(name, value);
  }
  return parameters;
}

export interface LandingBeaconEnvironment {
  readonly location: Pick<Location, 'href' | 'search'>;
  readonly document: Pick<Document, 'referrer'>;
  readonly navigator: Pick<Navigator, 'language'>;
  readonly screen: Pick<Screen, 'width' | 'height'>;
}

/**
 * Sends the landing beacon of a new visit as an image request (site-runtime.md §7), only when consent
 * allows tracking. The image is never added to the page: setting src is enough to send it.
 */
export function sendLandingBeacon(consent: PageTracking['consent'], { location, document, navigator, screen }: LandingBeaconEnvironment): void {
  if (!consent.trackingAllowed()) return;
  const random = Math.random().toString(36).slice(2);
  const query = landingParameters({ location, referrer: document.referrer, language: navigator.language, screen, random });
  new Image().src = `${TRACK_PATH}?${query}`;
}
