export interface RovingKeys {
  readonly previous: readonly string[];
  readonly next: readonly string[];
}

export const VERTICAL_KEYS: RovingKeys = { previous: ['ArrowUp'], next: ['ArrowDown'] };
export const ALL_ARROW_KEYS: RovingKeys = { previous: ['ArrowUp', 'ArrowLeft'], next: ['ArrowDown', 'ArrowRight'] };

/**
 * The index focus moves to for `key` in a group of `count` items, wrapping around at both ends;
 * Home and End go to the first and last. Undefined for any other key.
 */
export function nextRovingIndex(current: number, key: string, count: number, keys: RovingKeys): number | undefined {
  if (count <= 0) return undefined;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (keys.next.includes(key)) return (current + 1) % count;
  if (keys.previous.includes(key)) return (current - 1 + count) % count;
  return undefined;
}
