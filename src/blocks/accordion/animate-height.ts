/**
 * Animates a panel between 0 and its full height with the Web Animations API (allowed by a strict
 * CSP, unlike inline styles in markup). Resolves when done; cancel() stops it without resolving.
 */
export function animateHeight(panel: HTMLElement, opening: boolean, durationMs: number): { finished: Promise<void>; cancel(): void } {
  if (typeof panel.animate !== 'function') return { finished: Promise.resolve(), cancel: () => undefined };
  const full = `${panel.scrollHeight}px`;
  panel.style.overflow = 'hidden';
  const animation = panel.animate({ height: opening ? ['0px', full] : [full, '0px'] }, { duration: durationMs, easing: 'ease-in-out' });
  const clear = (): void => {
    panel.style.removeProperty('overflow');
  };
  return {
    finished: animation.finished.then(clear),
    cancel() {
      animation.cancel();
      clear();
    },
  };
}
