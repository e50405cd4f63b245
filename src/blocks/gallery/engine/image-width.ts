/**
 * Which of a slide's files the browser may pick (GMM §7 "Widths available: 2500, 1500, 1000, 750, 500,
 * 300, 100"). The browser takes the smallest `srcset` width at least as wide as the image in device
 * pixels; where the CDN has a gap (nothing between 100 and 300) that file can be more than twice the
 * image, and a phone would download three times the pixels it shows.
 */

/** Files are at most this many times the image's width in device pixels, when the srcset allows it. */
export const MAX_FILE_TO_IMAGE_RATIO = 2;

interface Candidate {
  readonly text: string;
  readonly width: number;
}

const WIDTH_CANDIDATE = /^\S+\s+(\d+)w$/;

/** Each "url 1000w" candidate of a srcset, or undefined when one is in any other form (left to the browser). */
function candidatesOf(srcset: string): Candidate[] | undefined {
  const candidates: Candidate[] = [];
  for (const part of srcset.split(/,\s+/)) {
    const text = part.trim().replace(/,$/, '');
    const match = WIDTH_CANDIDATE.exec(text);
    if (!match) return undefined;
    candidates.push({ text, width: Number(match[1]) });
  }
  return candidates;
}

/**
 * The srcset to give an image `neededPx` device pixels wide, or undefined to keep its own: when the
 * file the browser would pick (the smallest at least that wide) is more than twice that, the files
 * wider than twice are left out, so it takes the widest of the rest and scales it up by under 1.5×
 * (a 114 px image gets the 100w file, not the 300w one). When every file is wider than twice, the
 * browser's pick is the smallest already: there is nothing smaller to send.
 */
export function fittedSrcset(srcset: string, neededPx: number): string | undefined {
  const candidates = candidatesOf(srcset);
  if (!candidates?.length || !(neededPx > 0)) return undefined;
  const limit = MAX_FILE_TO_IMAGE_RATIO * neededPx;
  const picked = candidates.filter(({ width }) => width >= neededPx).sort((a, b) => a.width - b.width)[0];
  if (!picked || picked.width <= limit) return undefined;
  const within = candidates.filter(({ width }) => width <= limit);
  return within.length ? within.map(({ text }) => text).join(', ') : undefined;
}
