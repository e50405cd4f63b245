import { useLayoutEffect, useRef, useState, type DependencyList, type ReactNode, type RefObject } from 'react';
import { MESSAGES } from '../../../texts/messages.ts';
import type { GalleryDispatch } from '../events.ts';
import type { Page } from '../../../platform/page-context/read-page-context.ts';
import { Carousel, useCarousel, type CarouselApi, type CarouselEvent } from '../../../ui/carousel/Carousel.tsx';
import { effectiveSlidesPerRow, groupOf } from '../../../ui/carousel/groups.ts';
import { inactiveVideoSlides } from '../../../ui/carousel/navigation.ts';
import { slideChangeFor } from '../../../ui/gesture/swipe.ts';
import { stopPlayersIn } from '../../../ui/media/exclusive-playback.ts';
import { prefersReducedMotion } from '../../../ui/block-kit/motion.ts';
import { shouldRecordAddress } from '../engine/address.ts';
import { STACKED } from '../engine/limits.ts';
import { createResizeTracker } from '../engine/resize.ts';
import type { ImageLoader } from '../images/image-loader.ts';
import type { GalleryMarkup, SlideMarkup } from '../read-gallery.ts';
import type { GallerySettings } from '../settings.ts';
import { addressedSlide, trackAddress } from './address-history.ts';
import { listenForArrowKeys } from './arrow-keys.ts';
import { listenForClickNext } from './click-next.ts';
import { listenForSwipes } from './swipe-input.ts';
import { linkThumbnails } from './thumbnails.ts';
import { createStackView, createStripView, type View } from './views.ts';

/** What the gallery block hands its navigation: `start('gallery-navigation', input)`. */
export interface NavigationInput {
  readonly block: HTMLElement;
  readonly markup: GalleryMarkup;
  readonly settings: GallerySettings;
  readonly images: ImageLoader;
  /** Reports a gallery event to the page's scripts (the block's dispatch: `siteruntime:gallery:{name}`). */
  readonly emit: GalleryDispatch;
  /** Every slide has its names and reach (Carousel, after the first paint). */
  adopted(): void;
  /** Renders the navigation in the gallery's own root (Gallery.tsx); what it returns takes it away. */
  show(navigation: ReactNode): () => void;
}

export interface GalleryNavigationProps extends Omit<NavigationInput, 'show'> {
  readonly page: Page;
}

/** A layout effect whose listeners go with its signal; what `listen` returns runs with them. */
function useListening(listen: (signal: AbortSignal) => (() => void) | void, deps: DependencyList): void {
  useLayoutEffect(() => {
    const listening = new AbortController();
    const stop = listen(listening.signal);
    return () => {
      listening.abort();
      stop?.();
    };
    // The caller names the dependencies.
  }, deps);
}

/** Left and Right while the gallery is in view (arrow-keys.ts). */
function ArrowKeys({ block }: { readonly block: HTMLElement }) {
  const carousel = useCarousel();
  useListening((signal) => listenForArrowKeys({ block, signal, onArrow: (direction) => carousel.go({ kind: direction }, 'visitor') }), [block, carousel]);
  return null;
}

/** A stacked slideshow: a click on the shown slide shows the next one (click-next.ts, GMM §9 "Stacked … click next"). */
function ClickNext({ block }: { readonly block: HTMLElement }) {
  const carousel = useCarousel();
  useListening((signal) => listenForClickNext({ block, signal, onNext: () => carousel.go({ kind: 'next' }, 'visitor') }), [block, carousel]);
  return null;
}

/**
 * GMM §4.5 swipe and drag (swipe-input.ts): the drag moves the view itself, frame by frame, with no
 * render; the release asks the carousel for the next or previous position, or springs back.
 */
function Swipes({
  container,
  settings,
  view,
  dragging,
  emit,
}: {
  readonly container: HTMLElement;
  readonly settings: GallerySettings;
  readonly view: RefObject<View | undefined>;
  readonly dragging: RefObject<boolean>;
  readonly emit: NavigationInput['emit'];
}) {
  const carousel = useCarousel();
  useListening(
    (signal) =>
      listenForSwipes({
        container,
        signal,
        onEvent: emit,
        onDrag(offset) {
          if (carousel.state().inMotion) return;
          dragging.current = true;
          view.current?.drag(offset);
        },
        onRelease(gesture) {
          const wasDragging = dragging.current;
          dragging.current = false;
          const snap = settings.transition === 'newSwipe' ? settings.newSwipe.snapPoint : 50;
          // A snap point of p % asks for travel past p % of the width: slideChangeFor's rule is half the width it is given.
          const width = snap === 'none' ? Infinity : ((view.current?.width ?? 0) * snap) / 50;
          const change = gesture && slideChangeFor(gesture, width);
          if (!(change && carousel.go({ kind: change }, 'visitor')) && wasDragging) {
            view.current?.show(carousel.state().currentIndex, prefersReducedMotion(), () => undefined);
          }
        },
      }),
    [container, settings, view, dragging, emit, carousel],
  );
  return null;
}

/**
 * The slideshow's thumbnails (thumbnails.ts), a linked member of its carousel (GMM §4.2): it follows
 * every change, jumps into place on mount and regrouping, and a thumbnail picked shows its slide.
 */
function Thumbnails({ thumbnails, loop }: { readonly thumbnails: readonly HTMLElement[]; readonly loop: boolean }) {
  const carousel = useCarousel();
  useListening(
    (signal) => {
      const strip = linkThumbnails({ thumbnails, loop, signal, onPick: (index) => carousel.go({ kind: 'goTo', index }, 'visitor') });
      if (!strip) return undefined;
      const unlink = carousel.link(() => strip.state);
      const stopListening = carousel.on((event) => {
        if (event.type === 'change') strip.show(event.slide, event.instant);
        else if (event.type === 'rest' && (event.cause === 'mount' || event.cause === 'regroup')) strip.show(event.slide, true);
      });
      return () => {
        stopListening();
        unlink();
        strip.destroy();
      };
    },
    [thumbnails, loop, carousel],
  );
  return null;
}

/** GMM §2 the address (address-history.ts): each move recorded, Back and Forward followed. */
function AddressHistory({ slides, url, startSlide }: { readonly slides: readonly SlideMarkup[]; readonly url: string; readonly startSlide: number }) {
  const carousel = useCarousel();
  useListening(
    (signal) => {
      const address = trackAddress(slides, url, signal, (index) =>
        carousel.go({ kind: 'goTo', index: groupOf(index ?? startSlide, carousel.snapshot().perRow) }, 'address'),
      );
      // A visitor's move is a new history entry, autoplay's replaces it, Back's records nothing.
      return carousel.on((event) => event.type === 'change' && event.source !== 'address' && address.record(event.slide, event.source === 'autoplay'));
    },
    [slides, url, startSlide, carousel],
  );
  return null;
}

/** GMM §4.7 resizing: the images ask for their new widths, and the carousel regroups and puts the view in place. */
function Relayout({ container, images, emit }: { readonly container: HTMLElement; readonly images: ImageLoader; readonly emit: NavigationInput['emit'] }) {
  const carousel = useCarousel();
  useLayoutEffect(() => {
    const resizing = createResizeTracker({
      onStart: () => emit('resizeStart'),
      onResize() {
        images.resized();
        carousel.regroup();
      },
      onEnd: () => emit('resizeEnd'),
    });
    const observer = new ResizeObserver(([entry]) => entry && resizing.feed({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(container);
    return () => {
      observer.disconnect();
      resizing.destroy();
    };
  }, [container, images, emit, carousel]);
  return null;
}

/**
 * Slideshow, slider and carousel (GMM §2, §4.2–§4.7): the shared Carousel over the server's slides, its
 * view the design's (stacked slides for fade and kenBurns, the scrolled strip for the others: views.ts),
 * with the gallery's own inputs as its children (keys, swipes, thumbnails, the address, resizing), lazy
 * images and the typed events reported to the page's scripts (GalleryEvents).
 */
export function GalleryNavigation({ block, markup: { container, slides, thumbnails }, settings, page, images, emit, adopted }: GalleryNavigationProps) {
  const [elements] = useState(() => slides.map((slide) => slide.element));
  const isCarousel = settings.design === 'carousel';
  const groupSize = (): number => (isCarousel ? effectiveSlidesPerRow(settings.slidesPerRow, innerWidth) : 1);
  const [addressUrl] = useState(() =>
    page.collection && shouldRecordAddress({ historyHash: settings.historyHash, editMode: page.editMode }) ? page.collection.fullUrl : undefined,
  );
  // The slide the address names, else where a visitor scrolled the strip before the runtime arrived.
  const [scrolled] = useState(() => container.scrollLeft);
  const [startSlide] = useState(
    () =>
      (addressUrl === undefined ? undefined : addressedSlide(slides, addressUrl)) ?? Math.round(scrolled / Math.max(1, container.clientWidth / groupSize())),
  );
  const view = useRef<View>(undefined);
  const dragging = useRef(false);
  const [isVideo] = useState(() => slides.map((slide) => slide.type === 'video'));
  const stacked = settings.transition === 'fade' || settings.transition === 'kenBurns';

  const createView = (carousel: CarouselApi): View => {
    const initial = carousel.state().currentIndex;
    view.current = stacked
      ? createStackView(elements, initial)
      : createStripView({
          container,
          slides: elements,
          transition: settings.transition,
          alignment: isCarousel || settings.design === 'slideshow' ? 'start' : settings.alignment,
          firstSlideOf: carousel.firstSlideOf,
          ...(settings.transition === 'newSwipe' && !settings.loop && { boundaries: settings.newSwipe.boundaries }),
          initial,
          scrolled,
        });
    return view.current;
  };

  const onEvent = (event: CarouselEvent): void => {
    switch (event.type) {
      case 'change': {
        const { from, to, direction } = event;
        images.show(event.slide);
        emit('change', { from, to, direction });
        break;
      }
      case 'settle':
        emit('settle', { index: event.position });
        break;
      case 'rest':
        images.show(event.slide);
        // GMM §4.2 "Video slides become inactive when not current": a playing video or audio off screen stops (an embed goes back to its overlay).
        for (const index of inactiveVideoSlides(isVideo, event.slide)) if (!event.shown(index)) stopPlayersIn(elements[index]!);
        break;
      default:
        emit(event.type);
    }
  };

  return (
    <Carousel
      block={block}
      container={container}
      slides={elements}
      label={MESSAGES.lightbox.label}
      loop={settings.loop}
      groupSize={groupSize}
      initialSlide={startSlide}
      createView={createView}
      autoplay={settings.autoplay ? { durationS: settings.autoplayDurationS, random: settings.autoplayRandom } : undefined}
      holding={() => dragging.current}
      onEvent={onEvent}
      onAdopted={adopted}
    >
      <ArrowKeys block={block} />
      {stacked && STACKED.clickNext && <ClickNext block={block} />}
      <Swipes container={container} settings={settings} view={view} dragging={dragging} emit={emit} />
      {/* Only a slideshow has thumbnails (settings), one per slide; its positions are its slides. */}
      {settings.thumbnails && thumbnails.length === slides.length && <Thumbnails thumbnails={thumbnails} loop={settings.loop} />}
      {addressUrl !== undefined && <AddressHistory slides={slides} url={addressUrl} startSlide={startSlide} />}
      <Relayout container={container} images={images} emit={emit} />
    </Carousel>
  );
}
