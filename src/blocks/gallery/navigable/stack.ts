/** What the gallery stylesheet animates: the slide shown, and the one it replaces while the change lasts. */
const CURRENT_ATTRIBUTE = 'data-gallery-current';
const LEAVING_ATTRIBUTE = 'data-gallery-leaving';

export interface Stack {
  /** Shows slide `index`: the gallery stylesheet fades it in over the one leaving, for `durationMs` (0: at once); then `done`. */
  show(index: number, durationMs: number, done: () => void): void;
  /** Ends a change under way at once and removes the attributes it set. */
  destroy(): void;
}

/**
 * The slideshow's stacked transitions (fade, kenBurns; GMM §2): the slides share one box, the current
 * one on top. Which slide is current and which is leaving, as attributes the gallery stylesheet animates (opacity,
 * and the Ken Burns zoom on the current image): the compositor runs the animation, not script. The
 * change ends after its duration by a timer rather than `transitionend`, which never comes when the
 * stylesheet has no transition (reduced motion) or the tab is hidden.
 */
export function createStack(slides: readonly HTMLElement[], initial: number): Stack {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finish: (() => void) | undefined;
  slides[initial]?.setAttribute(CURRENT_ATTRIBUTE, '');
  const settle = (): void => {
    clearTimeout(timer);
    const pending = finish;
    finish = undefined;
    for (const slide of slides) slide.removeAttribute(LEAVING_ATTRIBUTE);
    pending?.();
  };
  return {
    show(index, durationMs, done) {
      settle();
      const leaving = slides.find((slide) => slide.hasAttribute(CURRENT_ATTRIBUTE));
      const entering = slides[index];
      if (!entering || entering === leaving) return done();
      leaving?.removeAttribute(CURRENT_ATTRIBUTE);
      leaving?.setAttribute(LEAVING_ATTRIBUTE, '');
      entering.setAttribute(CURRENT_ATTRIBUTE, '');
      finish = done;
      // An instant change (reduced motion) ends now: with a 0 ms timer a key pressed before it fired
      // would be refused as "in motion" (Chromium runs input before timers under load), and lost.
      if (durationMs <= 0) settle();
      else timer = setTimeout(settle, durationMs);
    },
    destroy() {
      clearTimeout(timer);
      finish = undefined;
      for (const slide of slides) {
        slide.removeAttribute(CURRENT_ATTRIBUTE);
        slide.removeAttribute(LEAVING_ATTRIBUTE);
      }
    },
  };
}
