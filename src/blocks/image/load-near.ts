import { snapshotAttributes } from '../../ui/block-kit/attribute-snapshot.ts';
import { LAZY_LOAD_MARGIN_PX } from '../../ui/block-kit/limits.ts';

/**
 * GMM §9's lazy-load margin for the block's `loading="lazy"` image, as the gallery's slides have it: once
 * the image comes within 200 px of the viewport it becomes `loading="eager"`, so it starts loading then
 * whatever distance the browser itself waits for (engines differ, and some wait until it is on screen).
 * An image not lazy is left alone. Returns what disconnects the observer and puts `loading` back.
 */
export function loadNearViewport(image: HTMLImageElement): () => void {
  if (image.getAttribute('loading') !== 'lazy') return () => undefined;
  const restore = snapshotAttributes([image], ['loading']);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      image.loading = 'eager';
    },
    { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
  );
  observer.observe(image);
  return () => {
    observer.disconnect();
    restore();
  };
}
