import { isRecord } from '../body.ts';
import type { ErrorReportItem } from './error-reports.ts';
import { RECOVERED_EVENT_NAME } from './ops.ts';
import { topFrame, type StackFrame } from './source-maps.ts';

/** Reads a stack as frames, decoded with the maps of the build that sent it (server/qa/source-maps.ts). */
export type DecodeStack = (stack: string, build: string | undefined) => StackFrame[];

function field(data: Record<string, unknown>, name: string): string | undefined {
  const value = data[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An error entry's stack, decoded: every frame, and the one an ops reader looks at first. */
export function framesOf(item: ErrorReportItem, decode: DecodeStack): { frames: StackFrame[]; top: StackFrame | undefined } {
  const data = item.data;
  const stack = isRecord(data) ? field(data, 'stack') : undefined;
  if (stack === undefined) return { frames: [], top: undefined };
  const frames = decode(stack, field(data as Record<string, unknown>, 'build'));
  return { frames, top: topFrame(frames) };
}

/** A frame as one line: the original `file:line:column` when decoded, else the address the browser gave. */
export function frameLabel(frame: StackFrame): string {
  return frame.original === undefined
    ? `${frame.url}:${frame.line}:${frame.column}`
    : `${frame.original.source}:${frame.original.line}:${frame.original.column}`;
}

export interface ErrorOriginGroup {
  /** The top frame's label (original file, line and column), or '' for an error without a stack. */
  origin: string;
  /** The top frame's source line, when its map carries the source. */
  code?: string;
  name: string;
  message: string;
  /** `feature · #block` of each report, each once, in the order met. */
  blocks: string[];
  builds: string[];
  count: number;
}

/** The block an error came from, as the error view names it (`menu · #block-menu-1`). */
export function blockLabel(data: unknown): string {
  if (!isRecord(data)) return '';
  const feature = field(data, 'feature');
  const block = field(data, 'block');
  return [feature, block === undefined ? undefined : `#${block}`].filter((part) => part !== undefined).join(' · ');
}

/**
 * The runtime's errors (not recoveries, not chunk failures: the ops view counts those apart) grouped by where they
 * were thrown in the original source, then by name and message, most reported first.
 */
export function errorOrigins(items: readonly ErrorReportItem[], decode: DecodeStack): ErrorOriginGroup[] {
  const groups = new Map<string, ErrorOriginGroup>();
  for (const item of items) {
    const data = item.data;
    if (item.eventName === RECOVERED_EVENT_NAME || !isRecord(data) || data['name'] === 'ChunkLoadError') continue;
    const { top } = framesOf(item, decode);
    const origin = top === undefined ? '' : frameLabel(top);
    const name = field(data, 'name') ?? '';
    const message = field(data, 'message') ?? '';
    const key = JSON.stringify([origin, name, message]);
    let group = groups.get(key);
    if (group === undefined) {
      group = { origin, ...(top?.original?.code === undefined ? {} : { code: top.original.code }), name, message, blocks: [], builds: [], count: 0 };
      groups.set(key, group);
    }
    group.count += 1;
    const block = blockLabel(data);
    if (block !== '' && !group.blocks.includes(block)) group.blocks.push(block);
    const build = field(data, 'build');
    if (build !== undefined && !group.builds.includes(build)) group.builds.push(build);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}
