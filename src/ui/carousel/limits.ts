/**
 * GMM §9 "Carousel slidesPerRow 3. Reduced to 2 when the width is under 480 px and the value is more
 * than 1. Reduced to 3 when the width is under 724 px and the value is more than 2. Gutter 1."
 */
export const CAROUSEL = {
  slidesPerRow: 3,
  narrowUnderPx: 480,
  narrowSlidesPerRow: 2,
  mediumUnderPx: 724,
  mediumSlidesPerRow: 3,
  gutter: 1,
} as const;
