// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorOrigins, type DecodeStack } from './error-origins.ts';
import type { ErrorReportItem } from './error-reports.ts';
import { RECOVERED_EVENT_NAME } from './ops.ts';

const item = (data: object, eventName = 'interface_error_site-runtime'): ErrorReportItem => ({ time: '', session: null, eventName, timestamp: 1, data });

/** Decodes `at <source>:<line>` frames as if a map gave them, and nothing else. */
const decode: DecodeStack = (stack) =>
  Array.from(stack.matchAll(/at (\S+):(\d+)/g), (match) => ({
    url: 'http://x/dist/chunks/A.js',
    line: 1,
    column: 1,
    original: { source: match[1] ?? '', line: Number(match[2]), column: 5, code: `line ${match[2]}` },
  }));

describe('errors by origin', () => {
  it('groups the runtime’s errors by where they were thrown, name and message, most first, with their blocks and builds', () => {
    const menu = { name: 'MarkupError', message: 'no tab', stack: 'at src/blocks/menu/read-menu.ts:12', feature: 'menu' };
    const groups = errorOrigins(
      [
        item({ ...menu, block: 'a', build: 'B1' }),
        item({ name: 'TypeError', message: 'x', stack: 'at node_modules/react-dom/x.js:1 at src/blocks/form/Form.tsx:40', feature: 'form', block: 'f' }),
        item({ ...menu, block: 'b', build: 'B2' }),
        item({ ...menu, block: 'b', build: 'B2' }),
        item({ name: 'ChunkLoadError', message: 'gone', stack: 'at src/core/load-module.ts:28' }),
        item({ name: 'ChunkRecovered', by: 'retry' }, RECOVERED_EVENT_NAME),
        item({ name: 'Error', message: 'no stack' }),
      ],
      decode,
    );
    expect(groups).toEqual([
      {
        origin: 'src/blocks/menu/read-menu.ts:12:5',
        code: 'line 12',
        name: 'MarkupError',
        message: 'no tab',
        blocks: ['menu · #a', 'menu · #b'],
        builds: ['B1', 'B2'],
        count: 3,
      },
      { origin: 'src/blocks/form/Form.tsx:40:5', code: 'line 40', name: 'TypeError', message: 'x', blocks: ['form · #f'], builds: [], count: 1 },
      { origin: '', name: 'Error', message: 'no stack', blocks: [], builds: [], count: 1 },
    ]);
  });
});
