/**
 * Which of a slide's files the browser may pick (GMM §7 "Widths available: 2500, 1500, 1000, 750, 500,
 * 300, 100"). The browser takes the smallest `srcset` width at least as wide as the image in device
 * pixels; where the CDN has a gap (nothing between 100 and 300) that file can be more than twice the
 * image, and a phone would download three times the pixels it shows.
 */

/** Files are at most this many times the image's width in device pixels, when the srcset allows it. */
const MAX_FILE_TO_IMAGE_RATIO = 2;

const WIDTH_CANDIDATE = /^\S+\s+(\d+)w$/;

/**
 * The srcset to give an image `neededPx` device pixels wide, or undefined to keep its own: when the
 * file the browser would pick (the smallest at least that wide) is more than twice that, the files
 * wider than twice are left out, so it takes the widest of the rest and scales it up by under 1.5×
 * (a 114 px image gets the 100w file, not the 300w one). A srcset with a candidate not in the
 * "url 1000w" form is left to the browser, and so is one whose every file is wider than twice: the
 * browser's pick is the smallest already.
 */
export function fittedSrcset(srcset: string, neededPx: number): string | undefined {
  const candidates = srcset
    .trim()
    .split(/\s*,\s+/)
    .map((text) => ({ text, width: Number(WIDTH_CANDIDATE.exec(text)?.[1]) }));
  if (!(neededPx > 0) || candidates.some(({ width }) => !width)) return undefined;
  const within = candidates.filter(({ width }) => width <= MAX_FILE_TO_IMAGE_RATIO * neededPx);
  // Nothing to change when the browser's pick is within twice, when every file is narrower than needed (it takes the widest), or when none is within.
  if (!within.length || within.length === candidates.length || within.some(({ width }) => width >= neededPx)) return undefined;
  return within.map(({ text }) => text).join(', ');
}
