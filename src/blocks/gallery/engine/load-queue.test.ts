import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLoadQueue } from './load-queue.ts';

interface Deferred {
  readonly promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every queued microtask (a finished job freeing its slot, the next one starting) run. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** `n` jobs that record when they start and finish only when the test says so. */
function jobs(n: number) {
  const started: number[] = [];
  const loads = Array.from({ length: n }, () => deferred());
  const make = (i: number) => () => {
    started.push(i);
    return loads[i]!.promise;
  };
  return { started, loads, make };
}

describe('createLoadQueue: "At most 16 images load at a time (1 on mobile)"', () => {
  it('16 at a time: the 17th starts when one of the first finishes', async () => {
    const queue = createLoadQueue(16);
    const { started, loads, make } = jobs(20);
    for (let i = 0; i < 20; i++) queue.enqueue(make(i));
    await settle();
    expect(started).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect([queue.active, queue.pending]).toEqual([16, 4]);
    loads[3]!.resolve();
    await settle();
    expect(started.length).toBe(17);
    expect(started[16]).toBe(16);
  });

  it('1 on mobile: one after the other, in order', async () => {
    const queue = createLoadQueue(1);
    const { started, loads, make } = jobs(3);
    for (let i = 0; i < 3; i++) queue.enqueue(make(i));
    await settle();
    expect(started).toEqual([0]);
    loads[0]!.resolve();
    await settle();
    expect(started).toEqual([0, 1]);
    loads[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);
  });

  it('the lowest priority number starts first; equal priorities in the order enqueued', async () => {
    const queue = createLoadQueue(1);
    const { started, loads, make } = jobs(5);
    queue.enqueue(make(0), 2);
    queue.enqueue(make(1), 1);
    queue.enqueue(make(2), 0);
    queue.enqueue(make(3), 1);
    queue.enqueue(make(4), 2);
    for (let i = 0; i < 5; i++) {
      await settle();
      loads[started[i]!]!.resolve();
    }
    await settle();
    expect(started).toEqual([2, 1, 3, 0, 4]);
  });

  it('a failed or throwing job frees its slot', async () => {
    const queue = createLoadQueue(1);
    const { started, loads, make } = jobs(3);
    queue.enqueue(make(0));
    queue.enqueue(() => {
      throw new Error('no image');
    });
    queue.enqueue(make(2));
    await settle();
    loads[0]!.reject(new Error('404'));
    await settle();
    expect(started).toEqual([0, 2]);
    expect(queue.active).toBe(1);
  });

  it('cancel: pending jobs never start, later enqueues are ignored', async () => {
    const queue = createLoadQueue(1);
    const { started, loads, make } = jobs(3);
    queue.enqueue(make(0));
    queue.enqueue(make(1));
    await settle();
    queue.cancel();
    queue.enqueue(make(2));
    loads[0]!.resolve();
    await settle();
    expect(started).toEqual([0]);
    expect(queue.pending).toBe(0);
  });

  it('a withdrawn job never starts', async () => {
    const queue = createLoadQueue(1);
    const { started, loads, make } = jobs(3);
    queue.enqueue(make(0));
    const withdraw = queue.enqueue(make(1));
    queue.enqueue(make(2));
    withdraw();
    await settle();
    loads[0]!.resolve();
    await settle();
    expect(started).toEqual([0, 2]);
  });

  it('property: never more than the limit in flight, every job runs once, FIFO within a priority', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 16 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 40 }),
        fc.infiniteStream(fc.nat()),
        async (limit, priorities, picks) => {
          const queue = createLoadQueue(limit);
          const { started, loads, make } = jobs(priorities.length);
          let inFlight = 0;
          let most = 0;
          const running = new Set<number>();
          priorities.forEach((priority, i) =>
            queue.enqueue(() => {
              inFlight++;
              most = Math.max(most, inFlight);
              running.add(i);
              return make(i)().finally(() => {
                inFlight--;
                running.delete(i);
              });
            }, priority),
          );
          const order = picks[Symbol.iterator]();
          await settle();
          while (running.size > 0) {
            const list = [...running];
            loads[list[order.next().value % list.length]!]!.resolve();
            await settle();
          }
          expect(most).toBeLessThanOrEqual(limit);
          expect([...started].sort((a, b) => a - b)).toEqual(priorities.map((_, i) => i));
          for (const priority of [0, 1, 2]) {
            const same = started.filter((i) => priorities[i] === priority);
            expect(same).toEqual([...same].sort((a, b) => a - b));
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
