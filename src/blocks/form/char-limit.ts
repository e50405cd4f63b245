/**
 * The textarea character limit of site-runtime.md §5, from its data-max-length attribute. A value
 * that is not a number, or 0, means no limit (and no counter).
 */
export function parseMaxLength(attribute: string | null): number | undefined {
  if (attribute === null || attribute.trim() === '') return undefined;
  const max = Number(attribute);
  return Number.isFinite(max) && max > 0 ? max : undefined;
}

/** Characters as a visitor sees them: an emoji counts once, not as two UTF-16 units. */
function characterCount(text: string): number {
  return [...text].length;
}

/** The live counter's text, 'N / max'. */
export function counterText(text: string, max: number): string {
  return `${characterCount(text)} / ${max}`;
}

export function exceedsLimit(text: string, max: number | undefined): boolean {
  return max !== undefined && characterCount(text) > max;
}
