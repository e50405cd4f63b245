/** GMM §4.2 "currentIndex wraps modulo the slide count", negative indexes too; 0 for an empty gallery or a non-finite index. */
export function wrapIndex(index: number, count: number): number {
  if (count < 1 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}
