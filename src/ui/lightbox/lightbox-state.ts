import { wrapIndex } from '../block-kit/wrap-index.ts';
import type { Size } from './rules.ts';
import { UNZOOMED, type Zoom } from './zoom.ts';

/** How the lightbox is closing: by the visitor (Esc, Fechar, outside, swipe down) or by Back. */
type Closing = 'visitor' | 'history';

/** The item on show, and what showed it: opening, the visitor moving (from that side), or the address. */
interface Shown {
  readonly index: number;
  /** Renewed on every show: an image's load answers the show it was asked for. */
  readonly seq: number;
  readonly by: 'open' | 'visitor' | 'address';
  readonly entering?: 'previous' | 'next' | undefined;
}

/** What the lightbox shows (the Lightbox component renders it). */
export interface LightboxState {
  readonly count: number;
  readonly shown: Shown;
  /** The show whose image has loaded (until then the placeholder shows). */
  readonly loaded: number | undefined;
  readonly zoom: Zoom;
  /** While an unzoomed image is dragged: where it is, from its place. */
  readonly offset: { readonly x: number; readonly y: number } | undefined;
  readonly captionOff: boolean;
  /** The stage's size, once the dialog is shown and measured (the image's box comes from it). */
  readonly stage: Size | undefined;
  readonly closing: Closing | undefined;
  /** Closed and faded out: nothing is rendered. */
  readonly closed: boolean;
}

export type LightboxAction =
  | { readonly type: 'move'; readonly direction: 'previous' | 'next' }
  /** The address names an item of the set (Back or Forward). */
  | { readonly type: 'show'; readonly index: number }
  | { readonly type: 'stage'; readonly size: Size }
  | { readonly type: 'loaded'; readonly seq: number }
  | { readonly type: 'zoom'; readonly zoom: Zoom }
  | { readonly type: 'drag'; readonly x: number; readonly y: number }
  /** A drag let go without a move: the image goes back. */
  | { readonly type: 'release' }
  | { readonly type: 'toggleCaption' }
  | { readonly type: 'close'; readonly how: Closing }
  | { readonly type: 'closed' };

export function initialLightboxState({ index, count }: { index: number; count: number }): LightboxState {
  return {
    count,
    shown: { index: wrapIndex(index, count), seq: 0, by: 'open' },
    loaded: undefined,
    zoom: UNZOOMED,
    offset: undefined,
    captionOff: false,
    stage: undefined,
    closing: undefined,
    closed: false,
  };
}

/** A new item on show, unzoomed and in its place. */
const show = (state: LightboxState, index: number, by: Shown['by'], entering?: Shown['entering']): LightboxState => ({
  ...state,
  shown: { index, seq: state.shown.seq + 1, by, entering },
  zoom: UNZOOMED,
  offset: undefined,
});

/**
 * The lightbox's state changes (docs/markup.md §6.6): previous and next wrap round and do nothing with
 * one item; once closing, only its end, or the address naming an item again while it fades out (Forward
 * right after the Back that closed it), which opens it again on that item; once closed, nothing.
 */
export function lightboxReducer(state: LightboxState, action: LightboxAction): LightboxState {
  if (state.closing && !state.closed) {
    if (action.type === 'closed') return { ...state, closed: true };
    if (action.type === 'show') return lightboxReducer({ ...state, closing: undefined }, action);
  }
  if (state.closing) return state;
  switch (action.type) {
    case 'move':
      if (state.count < 2) return { ...state, offset: undefined };
      return show(state, wrapIndex(state.shown.index + (action.direction === 'next' ? 1 : -1), state.count), 'visitor', action.direction);
    case 'show':
      return action.index === state.shown.index ? state : show(state, wrapIndex(action.index, state.count), 'address');
    case 'stage':
      return { ...state, stage: action.size };
    case 'loaded':
      return { ...state, loaded: action.seq };
    case 'zoom':
      return { ...state, zoom: action.zoom };
    case 'drag':
      return { ...state, offset: { x: action.x, y: action.y } };
    case 'release':
      return { ...state, offset: undefined };
    case 'toggleCaption':
      return { ...state, captionOff: !state.captionOff };
    case 'close':
      return { ...state, closing: action.how };
    case 'closed':
      return state;
  }
}
