/** Figures of several runs: the bench prints medians, so one slow run does not move a figure. */

/** The median of the finite values (the mean of the middle two for an even count), undefined for none. */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values.filter((value): value is number => value !== undefined && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** `a ÷ b`, undefined when either is missing or b is not positive. */
export function ratio(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined || b === undefined || !(b > 0) ? undefined : a / b;
}
