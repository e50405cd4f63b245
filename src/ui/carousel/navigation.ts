/**
 * The navigation state machine every design uses (GMM §4.2). Pure: each request returns the next state
 * and what happened; the design animates the change and reports motionStarted/motionEnded.
 */
import { wrapIndex } from '../block-kit/wrap-index.ts';

export interface NavState {
  readonly count: number;
  readonly currentIndex: number;
  readonly loop: boolean;
  /** A transition is running (set by the design through motionStarted/motionEnded). */
  readonly inMotion: boolean;
}

export type Direction = 'next' | 'previous';

export interface NavResult {
  readonly state: NavState;
  readonly change?: { readonly from: number; readonly to: number; readonly direction: Direction };
  /** GMM §4.2 "fires reachedBeginning" / "fires reachedEnd" (no loop, at an end). */
  readonly event?: 'reachedBeginning' | 'reachedEnd';
  /** The request was ignored: this gallery, or a linked one showing another index, is in motion. */
  readonly refused?: 'inMotion';
}

export type NavRequest = { readonly kind: 'goTo'; readonly index: number } | { readonly kind: 'next' } | { readonly kind: 'previous' };

export function createNavState({ count, currentIndex = 0, loop }: { count: number; currentIndex?: number; loop: boolean }): NavState {
  return { count, currentIndex: wrapIndex(currentIndex, count), loop, inMotion: false };
}

export function motionStarted(state: NavState): NavState {
  return state.inMotion ? state : { ...state, inMotion: true };
}

export function motionEnded(state: NavState): NavState {
  return state.inMotion ? { ...state, inMotion: false } : state;
}

/** GMM §4.2 "refused while the gallery, or a linked gallery showing another index, is in motion". */
function isBlocked(state: NavState, linked: readonly NavState[] = []): boolean {
  return state.inMotion || linked.some((other) => other.inMotion && other.currentIndex !== state.currentIndex);
}

function moveTo(state: NavState, to: number, direction: Direction): NavResult {
  if (to === state.currentIndex) return { state };
  return { state: { ...state, currentIndex: to }, change: { from: state.currentIndex, to, direction } };
}

/** One request. `linked` are the galleries linked to this one (the slideshow and its thumbnail strip). */
export function request(state: NavState, req: NavRequest, linked: readonly NavState[] = []): NavResult {
  if (isBlocked(state, linked)) return { state, refused: 'inMotion' };
  if (state.count < 1) return { state };
  const last = state.count - 1;
  const at = state.currentIndex;
  switch (req.kind) {
    case 'goTo': {
      const to = wrapIndex(req.index, state.count);
      return moveTo(state, to, to > at ? 'next' : 'previous');
    }
    case 'next':
      if (at < last) return moveTo(state, at + 1, 'next');
      return state.loop ? moveTo(state, 0, 'next') : { state, event: 'reachedEnd' };
    case 'previous':
      if (at > 0) return moveTo(state, at - 1, 'previous');
      return state.loop ? moveTo(state, last, 'previous') : { state, event: 'reachedBeginning' };
  }
}

/** GMM §4.2 "Video slides become inactive when not current": the video slides to deactivate. */
export function inactiveVideoSlides(isVideo: readonly boolean[], currentIndex: number): number[] {
  const inactive: number[] = [];
  isVideo.forEach((video, index) => {
    if (video && index !== currentIndex) inactive.push(index);
  });
  return inactive;
}
