import { vi } from 'vitest';

/**
 * ResizeObserver as a browser runs it, for tests of code that waits for its first report: observe()
 * only records the element, and `deliver()` is the next frame (after layout, before paint), reporting
 * every observed element to its observer. happy-dom's own observer never reports.
 */
export function stubResizeObserver(): { deliver(): void } {
  const observers = new Set<{ callback: ResizeObserverCallback; targets: Set<Element>; self: ResizeObserver }>();
  vi.stubGlobal(
    'ResizeObserver',
    class {
      readonly #entry: { callback: ResizeObserverCallback; targets: Set<Element>; self: ResizeObserver };
      constructor(callback: ResizeObserverCallback) {
        this.#entry = { callback, targets: new Set(), self: this as unknown as ResizeObserver };
        observers.add(this.#entry);
      }
      observe(target: Element) {
        this.#entry.targets.add(target);
      }
      unobserve(target: Element) {
        this.#entry.targets.delete(target);
      }
      disconnect() {
        observers.delete(this.#entry);
      }
    },
  );
  return {
    deliver() {
      for (const { callback, targets, self } of [...observers]) {
        if (targets.size === 0) continue;
        const entries = [...targets].map((target) => ({ target, contentRect: target.getBoundingClientRect() }) as unknown as ResizeObserverEntry);
        callback(entries, self);
      }
    },
  };
}
