/**
 * The right image width (GMM §7 "Images load from a CDN, with the size in the file name or in a query
 * parameter named format. Widths available: 2500, 1500, 1000, 750, 500, 300, 100.").
 */
import { CDN_IMAGE_WIDTHS } from '../../../shared/platform.ts';

const ASCENDING = [...CDN_IMAGE_WIDTHS].sort((a, b) => a - b);
const LARGEST = ASCENDING.at(-1) ?? 2500;

/**
 * The smallest CDN width with at least cssWidth × devicePixelRatio pixels, the largest (2500) when none
 * has. A missing, non-finite or non-positive devicePixelRatio counts as 1.
 *
 * What this guarantees (image-width.test.ts checks both): with n = cssWidth × dpr, the width is ≥ n
 * whenever n ≤ 2500, and it is ≤ 2n whenever n ≥ 150 or 50 ≤ n ≤ 100. It is more than 2n only for
 * n < 50 (100 is the smallest width) and for 100 < n < 150 (the next width after 100 is 300).
 */
export function cdnWidthFor(cssWidth: number, devicePixelRatio = 1): number {
  const dpr = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const needed = cssWidth * dpr;
  return ASCENDING.find((width) => width >= needed) ?? LARGEST;
}

/** A URL's parts around its path: path, then "?query" and "#hash" as written. */
function split(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const rest = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  return queryAt === -1 ? { path: rest, query: '', hash } : { path: rest.slice(0, queryAt), query: rest.slice(queryAt), hash };
}

const FILE_NAME_WIDTH = /-\d+w(\.[A-Za-z0-9]+)$/;
const FORMAT_WIDTH = /([?&]format=)\d+w(?=&|$)/;

/** Whether the CDN URL carries a width in either form, so cdnUrl can rewrite it. */
export function hasCdnWidth(url: string): boolean {
  const { path, query } = split(url);
  return FILE_NAME_WIDTH.test(path) || FORMAT_WIDTH.test(query);
}

/**
 * The same image at `width`: a "-{width}w" file-name segment before the extension (/s/praia-1000w.jpg)
 * or a format query parameter holding "{width}w" (?format=1000w) is rewritten, both if both are there;
 * any other URL is returned unchanged. Relative URLs stay relative.
 */
export function cdnUrl(url: string, width: number): string {
  const { path, query, hash } = split(url);
  return path.replace(FILE_NAME_WIDTH, `-${width}w$1`) + query.replace(FORMAT_WIDTH, `$1${width}w`) + hash;
}

/** A srcset listing every CDN width, smallest first, or undefined for a URL cdnUrl cannot rewrite. */
export function cdnSrcset(url: string): string | undefined {
  if (!hasCdnWidth(url)) return undefined;
  return ASCENDING.map((width) => `${cdnUrl(url, width)} ${width}w`).join(', ');
}
