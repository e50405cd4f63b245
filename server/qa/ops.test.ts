// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ErrorReportItem } from './error-reports.ts';
import { chunkErrorCounts, chunkFailureGroups, chunkFile } from './ops.ts';

const NINE = Date.UTC(2026, 10, 27, 9, 15);
const TEN = Date.UTC(2026, 10, 27, 10, 5);

function item(eventName: string, data: unknown, timestamp: unknown = NINE): ErrorReportItem {
  return { time: '2026-11-27T11:00:00.000Z', session: 's1', eventName, timestamp, data };
}
const failed = (data: Record<string, unknown>, timestamp?: number): ErrorReportItem =>
  item('interface_error_site-runtime', { name: 'ChunkLoadError', chunk: 'menu', build: 'b1', request: '/dist/chunks/A1.js', ...data }, timestamp);
const recovered = (data: Record<string, unknown>, timestamp?: number): ErrorReportItem =>
  item('interface_recovered_site-runtime', { name: 'ChunkRecovered', chunk: 'menu', build: 'b1', request: '/dist/chunks/A1.js', ...data }, timestamp);

describe('chunkFailureGroups', () => {
  it('groups by type, chunk and build with recovered and unrecovered counts per hour, most first', () => {
    const groups = chunkFailureGroups([
      recovered({ type: 'error', by: 'retry', request: '/dist/chunks/A1.js?retry=123' }),
      failed({ type: 'error', recovery: 'retry' }, TEN),
      recovered({ type: 'missing', by: 'reload' }),
      failed({ type: 'error', recovery: 'reload' }),
      failed({ type: 'error', build: 'b2' }),
      item('interface_error_site-runtime', { name: 'TypeError', message: 'x is undefined' }),
      item('interface_recovered_site-runtime', { name: 'ChunkRecovered', type: 'error', chunk: 'menu', build: 'b1', by: 'magic' }),
      item('interface_error_site-runtime', 'not JSON'),
    ]);
    expect(groups).toEqual([
      {
        type: 'error',
        chunk: 'menu',
        build: 'b1',
        total: 3,
        recovered: 1,
        unrecovered: 2,
        outcomes: { 'recovered:retry': 1, 'unrecovered:retry': 1, 'unrecovered:reload': 1 },
        hours: [
          { hour: '2026-11-27T09:00Z', recovered: 1, unrecovered: 1 },
          { hour: '2026-11-27T10:00Z', recovered: 0, unrecovered: 1 },
        ],
      },
      {
        type: 'missing',
        chunk: 'menu',
        build: 'b1',
        total: 1,
        recovered: 1,
        unrecovered: 0,
        outcomes: { 'recovered:reload': 1 },
        hours: [{ hour: '2026-11-27T09:00Z', recovered: 1, unrecovered: 0 }],
      },
      {
        type: 'error',
        chunk: 'menu',
        build: 'b2',
        total: 1,
        recovered: 0,
        unrecovered: 1,
        outcomes: { 'unrecovered:none': 1 },
        hours: [{ hour: '2026-11-27T09:00Z', recovered: 0, unrecovered: 1 }],
      },
    ]);
  });

  it('takes the hour from the recorded time when the entry has no usable timestamp', () => {
    const [group] = chunkFailureGroups([item('interface_error_site-runtime', { name: 'ChunkLoadError', type: 'timeout', chunk: 'map' }, 'soon')]);
    expect(group?.hours).toEqual([{ hour: '2026-11-27T11:00Z', recovered: 0, unrecovered: 1 }]);
    expect(group?.build).toBe('');
  });
});

describe('chunkErrorCounts', () => {
  it('counts unrecovered failures per chunk file (query left out) and type', () => {
    expect(
      chunkErrorCounts([
        failed({ type: 'error', request: 'http://127.0.0.1:4173/dist/chunks/A1.js?retry=9' }),
        failed({ type: 'error' }),
        failed({ type: 'missing' }),
        failed({ type: 'timeout', request: '/dist/chunks/B2.js' }),
        recovered({ type: 'error', by: 'retry' }),
      ]),
    ).toEqual([
      { file: '/dist/chunks/A1.js', type: 'error', count: 2 },
      { file: '/dist/chunks/A1.js', type: 'missing', count: 1 },
      { file: '/dist/chunks/B2.js', type: 'timeout', count: 1 },
    ]);
  });

  it('reads a chunk address as its file', () => {
    expect(chunkFile('/dist/chunks/A1.js?retry=1')).toBe('/dist/chunks/A1.js');
    expect(chunkFile('')).toBe('');
  });
});
