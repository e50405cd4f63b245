import { isRecord } from '../body.ts';
import type { ErrorReportItem } from './error-reports.ts';

import { RECOVERED_EVENT_NAME } from '../../src/shared/app.ts';

export { RECOVERED_EVENT_NAME };

/** How a failure ended: recovered by retry or reload, or reported after trying retry, reload or nothing. */
export type ChunkOutcome = 'recovered:retry' | 'recovered:reload' | 'unrecovered:retry' | 'unrecovered:reload' | 'unrecovered:none';

export interface ChunkFailure {
  /** The hour it happened in (UTC, `2026-11-27T09:00Z`), from the entry's timestamp. */
  hour: string;
  type: string;
  chunk: string;
  build: string;
  outcome: ChunkOutcome;
  /** The chunk's address without its query (a retry's `?retry=` stamp), or '' when not sent. */
  file: string;
}

export interface ChunkFailureGroup {
  type: string;
  chunk: string;
  build: string;
  total: number;
  recovered: number;
  unrecovered: number;
  outcomes: Partial<Record<ChunkOutcome, number>>;
  /** Counts per hour, oldest first. */
  hours: { hour: string; recovered: number; unrecovered: number }[];
}

function field(data: Record<string, unknown>, name: string): string {
  const value = data[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A chunk address as a file: the path without the query or origin, so a retried load counts with the first. */
export function chunkFile(request: string): string {
  if (request === '') return '';
  try {
    return new URL(request, 'http://fixture.invalid').pathname;
  } catch {
    return request;
  }
}

function hourOf(item: ErrorReportItem): string {
  const time = typeof item.timestamp === 'number' && Number.isFinite(item.timestamp) ? new Date(item.timestamp) : new Date(item.time);
  return Number.isNaN(time.getTime()) ? 'sem hora' : `${time.toISOString().slice(0, 13)}:00Z`;
}

/** The chunk failure an error report stands for (a ChunkLoadError or a recovered entry), if any. */
export function chunkFailureOf(item: ErrorReportItem): ChunkFailure | undefined {
  const data = item.data;
  if (!isRecord(data)) return undefined;
  let outcome: ChunkOutcome;
  if (item.eventName === RECOVERED_EVENT_NAME && data['name'] === 'ChunkRecovered') {
    const by = field(data, 'by');
    if (by !== 'retry' && by !== 'reload') return undefined;
    outcome = `recovered:${by}`;
  } else if (data['name'] === 'ChunkLoadError') {
    const recovery = field(data, 'recovery');
    outcome = recovery === 'retry' || recovery === 'reload' ? `unrecovered:${recovery}` : 'unrecovered:none';
  } else {
    return undefined;
  }
  return {
    hour: hourOf(item),
    type: field(data, 'type'),
    chunk: field(data, 'chunk'),
    build: field(data, 'build'),
    outcome,
    file: chunkFile(field(data, 'request')),
  };
}

/** Chunk failures grouped by type, chunk and build (most first), with recovered and unrecovered counts per hour. */
export function chunkFailureGroups(items: readonly ErrorReportItem[]): ChunkFailureGroup[] {
  const groups = new Map<string, ChunkFailureGroup>();
  for (const failure of items.map(chunkFailureOf)) {
    if (failure === undefined) continue;
    const key = JSON.stringify([failure.type, failure.chunk, failure.build]);
    let group = groups.get(key);
    if (group === undefined) {
      group = { type: failure.type, chunk: failure.chunk, build: failure.build, total: 0, recovered: 0, unrecovered: 0, outcomes: {}, hours: [] };
      groups.set(key, group);
    }
    const recovered = failure.outcome.startsWith('recovered:');
    group.total += 1;
    group[recovered ? 'recovered' : 'unrecovered'] += 1;
    group.outcomes[failure.outcome] = (group.outcomes[failure.outcome] ?? 0) + 1;
    let hour = group.hours.find((entry) => entry.hour === failure.hour);
    if (hour === undefined) {
      hour = { hour: failure.hour, recovered: 0, unrecovered: 0 };
      group.hours.push(hour);
    }
    hour[recovered ? 'recovered' : 'unrecovered'] += 1;
  }
  const list = [...groups.values()];
  for (const group of list) group.hours.sort((a, b) => a.hour.localeCompare(b.hour));
  return list.sort((a, b) => b.total - a.total);
}

export interface ChunkFileCount {
  file: string;
  type: string;
  count: number;
}

/** Unrecovered chunk failures counted per chunk file and type (most first), for the error view. */
export function chunkErrorCounts(items: readonly ErrorReportItem[]): ChunkFileCount[] {
  const counts = new Map<string, ChunkFileCount>();
  for (const failure of items.map(chunkFailureOf)) {
    if (failure === undefined || failure.outcome.startsWith('recovered:')) continue;
    const key = JSON.stringify([failure.file, failure.type]);
    const count = counts.get(key) ?? { file: failure.file, type: failure.type, count: 0 };
    count.count += 1;
    counts.set(key, count);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.file.localeCompare(b.file));
}
