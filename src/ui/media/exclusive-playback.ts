import { VIDEO_SELECTOR } from '../../shared/markers.ts';

/**
 * One audio or video playing at a time across the page (site-runtime.md §4 "other videos revert to
 * their overlay"; issue 14 "one audio or video playing at a time"). Players never import each other:
 * they talk through two DOM events, so a video, an audio block, a gallery and the lightbox each stay in
 * their own chunk.
 * - MEDIA_STATE_EVENT: a player that is not a native element (an embed behind a facade) reports on its
 *   own element that it started or stopped. It bubbles: a gallery holds its autoplay while a slide plays.
 * - MEDIA_STOP_EVENT: a container (a gallery hiding a slide, a closing lightbox) asks the players inside
 *   it to stop. Native `<audio>` and `<video>` elements are simply paused.
 */
export const MEDIA_STATE_EVENT = 'siteruntime:media:state';
/** @internal Exported for the tests, which dispatch it as a container does. */
export const MEDIA_STOP_EVENT = 'siteruntime:media:stop';

interface MediaState {
  readonly playing: boolean;
}

/** Tells the page that the player on `element` started or stopped playing. */
export function reportPlaying(element: Element, playing: boolean): void {
  element.dispatchEvent(new CustomEvent<MediaState>(MEDIA_STATE_EVENT, { bubbles: true, detail: { playing } }));
}

/** Whether an event says something started playing: a player's report, or a native element's `play`. */
export function isPlayStart(event: Event): boolean {
  if (event.type === 'play') return event.target instanceof HTMLMediaElement;
  return event.type === MEDIA_STATE_EVENT && (event as CustomEvent<MediaState>).detail.playing;
}

/**
 * Calls `stop` when anything outside `own` starts playing: another player's report, or a native audio or
 * video element's `play` (which does not bubble, so it is caught on the way down). Until `signal` aborts.
 */
export function stopWhenOthersPlay(own: Element, stop: () => void, signal: AbortSignal): void {
  const listener = (event: Event): void => {
    if (isPlayStart(event) && event.target instanceof Node && !own.contains(event.target)) stop();
  };
  document.addEventListener('play', listener, { signal, capture: true });
  document.addEventListener(MEDIA_STATE_EVENT, listener, { signal });
}

/** Calls `stop` when a container asks the player on `own` to stop. Until `signal` aborts. */
export function onStopRequest(own: Element, stop: () => void, signal: AbortSignal): void {
  own.addEventListener(MEDIA_STOP_EVENT, stop, { signal });
}

/** Stops every player inside `root` (and `root` itself, when it is one): native media paused, the others asked. */
export function stopPlayersIn(root: Element): void {
  for (const media of root.querySelectorAll<HTMLMediaElement>('audio, video')) media.pause();
  const players = [...(root.matches(VIDEO_SELECTOR) ? [root] : []), ...root.querySelectorAll(VIDEO_SELECTOR)];
  for (const player of players) player.dispatchEvent(new Event(MEDIA_STOP_EVENT));
}
