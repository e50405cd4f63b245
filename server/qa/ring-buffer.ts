/** A list that keeps only its most recent `capacity` items, oldest first. */
export class RingBuffer<T> {
  private items: T[] = [];

  constructor(private readonly capacity: number) {}

  push(item: T): T {
    this.items.push(item);
    if (this.items.length > this.capacity) this.items.splice(0, this.items.length - this.capacity);
    return item;
  }

  filter(predicate: (item: T) => boolean): T[] {
    return this.items.filter(predicate);
  }

  /** Removes the items the predicate selects; returns how many were removed. */
  removeWhere(predicate: (item: T) => boolean): number {
    const before = this.items.length;
    this.items = this.items.filter((item) => !predicate(item));
    return before - this.items.length;
  }
}
