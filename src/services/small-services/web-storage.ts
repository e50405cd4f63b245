/**
 * localStorage or sessionStorage, or undefined where touching it throws (storage blocked by the
 * browser's settings, some private modes): features then simply keep nothing.
 */
export function webStorage(name: 'localStorage' | 'sessionStorage', win: Pick<Window, 'localStorage' | 'sessionStorage'> = window): Storage | undefined {
  try {
    return win[name] ?? undefined;
  } catch {
    return undefined;
  }
}
