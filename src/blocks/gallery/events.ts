import type { Dispatch } from '../../kit/events.ts';
import type { Direction } from '../../ui/carousel/navigation.ts';
import type { TouchEventName } from '../../ui/gesture/swipe.ts';

/**
 * What a slideshow, slider or carousel tells the page's scripts (docs/markup.md 6.5 and §4), each a bubbling
 * `siteruntime:gallery:{name}` from the block: its name, and its `detail`.
 * @internal Exported for src/test/events.test.ts, which keeps docs/markup.md 6.5 equal to it.
 */
export type GalleryEvents = {
  /** A move began: positions are slides, or a carousel's groups. */
  change: { readonly from: number; readonly to: number; readonly direction: Direction };
  /** That change's motion has ended. */
  settle: { readonly index: number };
  /** Previous at the first position, or next at the last, without loop (GMM §4.2 "fires reachedEnd"). */
  reachedBeginning: undefined;
  reachedEnd: undefined;
  /** The window's width changed: the slides are laid out again. */
  resizeStart: undefined;
  resizeEnd: undefined;
} & { readonly [Name in TouchEventName]: undefined };

/** The gallery block's context.dispatch, typed. */
export type GalleryDispatch = Dispatch<GalleryEvents>;
