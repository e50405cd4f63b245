/**
 * GMM §3.2 "focal point" (data-image-focal-point, "x,y" each 0–1, docs/markup.md §6.5). Decided here:
 * values outside 0–1 are clamped, a missing or malformed value is the centre. The renderer's rule: it
 * writes the point as the slide's `--gallery-focal-point` for the template (the fixture server reads it
 * here); no runtime script needs it.
 */
export function focalPoint(value: string | null | undefined): { x: number; y: number } {
  const parts = (value ?? '').split(',');
  const [x, y] = parts.map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 2 || !Number.isFinite(x) || !Number.isFinite(y)) return { x: 0.5, y: 0.5 };
  const clamp = (n: number): number => Math.min(1, Math.max(0, n));
  return { x: clamp(x!), y: clamp(y!) };
}
