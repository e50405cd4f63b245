import type { QaClient } from './qa-client.ts';

/** Census event types (GMM §3.6) as RecordHit's `event` field carries them. */
export type CensusEvent = '1' | '2' | '10' | '20' | '21';

/** The census RecordHit calls of one event type, as the fixture server recorded them: their form fields. */
export async function censusHits(qa: QaClient, event: CensusEvent): Promise<Record<string, string>[]> {
  const hits = (await qa.requests({ path: '/api/census/RecordHit' })).map((hit) => hit.body as Record<string, string>);
  return hits.filter((form) => form['event'] === event);
}

/** A census call's `data`, parsed. */
export const dataOf = (hit: Record<string, string> | undefined): Record<string, unknown> => JSON.parse(hit?.['data'] ?? '{}') as Record<string, unknown>;
