import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';

/**
 * Stack frames read back as the source they were built from, with a release's source maps (docs/fixture-server.md
 * "Source maps"). The build writes a map per file under the release's maps/ (never served), and a debug id in both
 * the file and its map (Rolldown's `sourcemapDebugIds`): a frame's file is looked up in the release that threw, its
 * debug id read from its last line, and only the map carrying that id decodes it, so a map is never applied to
 * another build's file of the same name (runtime.js).
 */

/** Where a frame ran in the original source (1-based line and column), with that line's text when the map carries it. */
export interface OriginalPosition {
  readonly source: string;
  readonly line: number;
  readonly column: number;
  readonly name?: string;
  readonly code?: string;
}

/** A stack frame as the browser wrote it (1-based line and column), and its original position when a map knows it. */
export interface StackFrame {
  readonly url: string;
  readonly line: number;
  readonly column: number;
  readonly original?: OriginalPosition;
}

/** An address followed by `:line:column`, as V8, SpiderMonkey and JavaScriptCore all write a frame. */
const FRAME = /(\w+:\/\/[^\s()@]+?):(\d+):(\d+)/g;
/** A release's own file in an address: runtime.js or a chunk, wherever the release is served from. */
const RELEASE_FILE = /(?:^|\/)(runtime\.js|chunks\/[\w-]+\.js)$/;
/** The comment Rolldown ends a file with (the TC39 debug-id proposal). */
const DEBUG_ID = /\/\/# debugId=([0-9a-fA-F-]{36})\s*$/;
/** A source line shown beside its frame is cut here. */
const CODE_CHARS = 160;

/** The frames of a stack, in order, each with the address, line and column it names. */
export function stackFrames(stack: string): { url: string; line: number; column: number }[] {
  return Array.from(stack.matchAll(FRAME), (match) => ({ url: match[1] ?? '', line: Number(match[2]), column: Number(match[3]) }));
}

/** `runtime.js` or `chunks/<hash>.js` for an address of a release's file, whatever its origin, folder or query. */
export function releaseFileOf(url: string): string | undefined {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return undefined;
  }
  return RELEASE_FILE.exec(path)?.[1];
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The text of a source's line, from the map's sourcesContent. */
function codeLine(consumer: SourceMapConsumer, source: string, line: number): string | undefined {
  const text = consumer.sourceContentFor(source, true)?.split('\n')[line - 1]?.trim();
  if (text === undefined || text === '') return undefined;
  return text.length > CODE_CHARS ? `${text.slice(0, CODE_CHARS)}…` : text;
}

export class StackDecoder {
  /** A map's consumer by debug id: the same id is the same build output, in any release folder. */
  private readonly consumers = new Map<string, SourceMapConsumer>();

  /** `releaseDirs(build)`: the release folders to look a file up in, the one of `build` (the page's) first. */
  constructor(private readonly releaseDirs: (build: string | undefined) => readonly string[]) {}

  /** Every frame of `stack`, each decoded where a release of `build` (or a later one holding the same file) has its map. */
  decode(stack: string, build?: string): StackFrame[] {
    const dirs = this.releaseDirs(build);
    return stackFrames(stack).map((frame) => {
      const original = this.originalOf(frame, dirs);
      return original === undefined ? frame : { ...frame, original };
    });
  }

  private originalOf(frame: { url: string; line: number; column: number }, dirs: readonly string[]): OriginalPosition | undefined {
    const file = releaseFileOf(frame.url);
    if (file === undefined) return undefined;
    for (const dir of dirs) {
      const debugId = DEBUG_ID.exec(readText(join(dir, file)) ?? '')?.[1];
      if (debugId === undefined) continue;
      const consumer = this.consumerOf(debugId, join(dir, 'maps', `${file}.map`));
      if (consumer === undefined) continue;
      // source-map-js counts columns from 0, stacks from 1.
      const position = consumer.originalPositionFor({ line: frame.line, column: frame.column - 1 });
      if (position.source === null || position.line === null) return undefined;
      const code = codeLine(consumer, position.source, position.line);
      return {
        source: position.source,
        line: position.line,
        column: (position.column ?? 0) + 1,
        ...(position.name === null ? {} : { name: position.name }),
        ...(code === undefined ? {} : { code }),
      };
    }
    return undefined;
  }

  private consumerOf(debugId: string, mapPath: string): SourceMapConsumer | undefined {
    const known = this.consumers.get(debugId);
    if (known !== undefined) return known;
    // Not remembered when missing: a release being copied into the archive may bring it a moment later.
    const text = readText(mapPath);
    if (text === undefined) return undefined;
    try {
      const map = JSON.parse(text) as { debugId?: unknown };
      // A map of another build under the same name says nothing about this file.
      if (map.debugId !== debugId) return undefined;
      const consumer = new SourceMapConsumer(text);
      this.consumers.set(debugId, consumer);
      return consumer;
    } catch {
      return undefined;
    }
  }
}

/** The frame an ops reader wants first: the first one in the project's own source, else the first decoded, else the first. */
export function topFrame(frames: readonly StackFrame[]): StackFrame | undefined {
  return (
    frames.find((frame) => frame.original !== undefined && !frame.original.source.startsWith('node_modules/')) ??
    frames.find((frame) => frame.original !== undefined) ??
    frames[0]
  );
}
