import { MESSAGES } from '../../../texts/messages.ts';
import { isEditMode } from '../../../platform/page-context/edit-mode.ts';
import type { PageContext } from '../../../platform/page-context/read-page-context.ts';
import { prefersReducedMotion } from '../../../ui/motion.ts';
import { stopPlayersIn } from '../../../ui/media/exclusive-playback.ts';
import { shouldRecordAddress } from '../engine/address.ts';
import { hasNoMotion } from '../engine/autoplay.ts';
import { carouselControls, effectiveSlidesPerRow, groupCount, groupOf } from '../../../ui/carousel/groups.ts';
import { createNavState, inactiveVideoSlides, motionEnded, motionStarted, request, type NavRequest, type NavState } from '../../../ui/carousel/navigation.ts';
import { createResizeTracker } from '../engine/resize.ts';
import { slideChangeFor } from '../../../ui/gesture/swipe.ts';
import type { ImageLoader } from '../images/image-loader.ts';
import type { GalleryMarkup } from '../read-gallery.ts';
import type { GallerySettings } from '../settings.ts';
import { trackAddress } from './address-history.ts';
import { listenForArrowKeys } from './arrow-keys.ts';
import { startAutoplay } from './autoplay-control.ts';
import { applyCarouselRoles } from '../../../ui/carousel/carousel-roles.ts';
import { createControls } from '../../../ui/carousel/controls.ts';
import { listenForSwipes } from './swipe-input.ts';
import { linkThumbnails } from './thumbnails.ts';
import { createStackView, createStripView } from './views.ts';

/** What the gallery block hands its navigation: `start('gallery-navigation', input)`. */
export interface NavigationInput {
  readonly block: HTMLElement;
  readonly markup: GalleryMarkup;
  readonly settings: GallerySettings;
  readonly images: ImageLoader;
  /** Reports a gallery event to the page's scripts (`gallery:{name}` on the block). */
  emit(name: string, detail?: unknown): void;
}

interface NavigableContext extends NavigationInput {
  readonly page: PageContext;
  readonly signal: AbortSignal;
}

/** Who asked for a change: a visitor's move is a new history entry, autoplay's replaces it, Back's records nothing. */
type Source = 'visitor' | 'autoplay' | 'address';

/**
 * Slideshow, slider and carousel (GMM §2, §4.2–§4.7): one navigation state over positions (slides, or
 * a carousel's groups) drives a view, the APG carousel's names and controls, keys, swipes, autoplay,
 * lazy images and the address. Returns what to undo beyond the signal.
 */
export function mountNavigable({ block, markup: { container, slides, thumbnails }, settings, page, images, signal, emit }: NavigableContext): () => void {
  const elements = slides.map((slide) => slide.element);
  const isCarousel = settings.design === 'carousel';
  const reducedMotion = prefersReducedMotion();
  const groupSizeNow = (): number => (isCarousel ? effectiveSlidesPerRow(settings.slidesPerRow, innerWidth) : 1);
  let groupSize = groupSizeNow();
  const firstSlideOf = (position: number): number => position * groupSize;

  const address =
    page.collection && shouldRecordAddress({ historyHash: settings.historyHash, editMode: isEditMode() })
      ? trackAddress(slides, page.collection.fullUrl, signal, (index) => go({ kind: 'goTo', index: groupOf(index ?? startSlide, groupSize) }, 'address'))
      : undefined;
  // A visitor may have scrolled the strip before the runtime arrived: it starts where they left it.
  const startSlide = address?.initial ?? Math.round(container.scrollLeft / Math.max(1, container.clientWidth / groupSize));
  let state: NavState = createNavState({ count: groupCount(slides.length, groupSize), currentIndex: groupOf(startSlide, groupSize), loop: settings.loop });

  const stacked = settings.transition === 'fade' || settings.transition === 'kenBurns';
  const view = stacked
    ? createStackView(elements, state.currentIndex)
    : createStripView({
        container,
        slides: elements,
        transition: settings.transition,
        alignment: isCarousel || settings.design === 'slideshow' ? 'start' : settings.alignment,
        firstSlideOf,
        ...(settings.transition === 'newSwipe' && !settings.loop && { boundaries: settings.newSwipe.boundaries }),
        initial: state.currentIndex,
      });
  // Only a slideshow has thumbnails (settings), one per slide; its positions are its slides.
  const thumbs =
    settings.thumbnails && thumbnails.length === slides.length
      ? linkThumbnails({ thumbnails, loop: settings.loop, signal, onPick: (index) => go({ kind: 'goTo', index }, 'visitor') })
      : undefined;
  const autoplay = settings.autoplay && slides.length > 1 && !hasNoMotion(location.search);
  const controls = createControls(block, container, autoplay);
  const roles = applyCarouselRoles(block, container, elements, MESSAGES.lightbox.label);
  const isVideo = slides.map((slide) => slide.type === 'video');
  let dragging = false;

  const render = (): void => {
    const position = state.currentIndex;
    const shown = view.shownAt(position);
    roles.showOnly(shown);
    controls.setNavigation(carouselControls({ count: slides.length, perRow: groupSize, group: position, loop: settings.loop }));
    images.show(firstSlideOf(position));
    // GMM §4.2 "Video slides become inactive when not current": a playing video or audio off screen stops (an embed goes back to its overlay).
    for (const index of inactiveVideoSlides(isVideo, firstSlideOf(position))) {
      if (!shown(index)) stopPlayersIn(elements[index]!);
    }
  };

  function go(req: NavRequest, source: Source): boolean {
    const result = request(state, req, thumbs ? [thumbs.state] : []);
    if (result.event) emit(result.event);
    const change = result.change;
    if (!change) return false;
    state = motionStarted(result.state);
    const from = firstSlideOf(change.from);
    const to = firstSlideOf(change.to);
    // Focus in a slide about to become inert would fall to the page: it goes to the slide shown.
    if (elements[from]?.contains(document.activeElement)) (slides[to]?.link ?? elements[to])?.focus({ preventScroll: true });
    const leaving = view.shownAt(change.from);
    const entering = view.shownAt(change.to);
    roles.showOnly((index) => leaving(index) || entering(index));
    images.show(to);
    controls.announce(to, slides.length);
    emit('change', change);
    thumbs?.show(to, reducedMotion);
    if (source !== 'address') address?.record(to, source === 'autoplay');
    view.show(change.to, reducedMotion, () => {
      state = motionEnded(state);
      render();
      emit('settle', { index: change.to });
    });
    return true;
  }

  const settle = (): void => view.show(state.currentIndex, reducedMotion, () => undefined);
  controls.previous.addEventListener('click', () => go({ kind: 'previous' }, 'visitor'), { signal });
  controls.next.addEventListener('click', () => go({ kind: 'next' }, 'visitor'), { signal });
  listenForArrowKeys({ block, signal, onArrow: (direction) => go({ kind: direction }, 'visitor') });
  listenForSwipes({
    container,
    signal,
    onEvent: emit,
    onDrag(offset) {
      if (state.inMotion) return;
      dragging = true;
      view.drag(offset);
    },
    onRelease(gesture) {
      const wasDragging = dragging;
      dragging = false;
      const snap = settings.transition === 'newSwipe' ? settings.newSwipe.snapPoint : 50;
      // A snap point of p % asks for travel past p % of the width: slideChangeFor's rule is half the width it is given.
      const width = snap === 'none' ? Infinity : (view.width * snap) / 50;
      const change = gesture && slideChangeFor(gesture, width);
      if (!(change && go({ kind: change }, 'visitor')) && wasDragging) settle();
    },
  });
  if (controls.pause) {
    startAutoplay({
      block,
      pause: controls.pause,
      durationS: settings.autoplayDurationS,
      random: settings.autoplayRandom,
      signal,
      // Without loop, autoplay starts over from the first slide rather than stopping at the last (chosen here).
      onTick: () => dragging || go(state.currentIndex === state.count - 1 ? { kind: 'goTo', index: 0 } : { kind: 'next' }, 'autoplay'),
      onPlaying: (intended, running) => controls.setPlaying(intended, running),
    });
  }

  const resizing = createResizeTracker({
    onStart: () => emit('resizeStart'),
    onResize() {
      const first = firstSlideOf(state.currentIndex);
      groupSize = groupSizeNow();
      state = createNavState({ count: groupCount(slides.length, groupSize), currentIndex: groupOf(first, groupSize), loop: settings.loop });
      images.resized();
      view.show(state.currentIndex, true, render);
      thumbs?.show(state.currentIndex, true);
    },
    onEnd: () => emit('resizeEnd'),
  });
  const observer = new ResizeObserver(([entry]) => entry && resizing.feed({ width: entry.contentRect.width, height: entry.contentRect.height }));
  observer.observe(container);

  render();
  thumbs?.show(state.currentIndex, true);
  return () => {
    thumbs?.destroy();
    observer.disconnect();
    resizing.destroy();
    view.destroy();
    controls.remove();
    roles.restore();
  };
}
