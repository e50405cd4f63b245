/**
 * A batch as the body of POST /api/1/performance/records (GMM §7): its events, written in short keys
 * (fields.ts), as one JSON list. 'Data is empty' for no event (GMM §8).
 */
export function serializeEvents(events: readonly unknown[]): string {
  if (!events.length) throw new Error('Data is empty');
  return JSON.stringify(events);
}
