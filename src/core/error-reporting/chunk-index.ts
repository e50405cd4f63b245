import { stackFiles } from './own-errors.ts';

/** Which chunks a file belongs to, and so which blocks a stack ran through (issue 16: a regression points at a block, not a hash). */
export interface ChunkIndex {
  /** Notes a chunk's files (absolute addresses). */
  note(chunk: string, files: readonly string[]): void;
  /** The chunks that need `file` (its query, a retry's cache buster, left out); none for a file of no chunk noted. */
  chunksOf(file: string): string[];
  /** The chunks whose files appear in `stack`, in the order met. */
  chunksIn(stack: string | undefined): string[];
}

/**
 * A file → chunk lookup. The page notes each chunk as it is requested, so the core carries no second
 * copy of the entry's file map; the bench can fill one from the build's manifest for its
 * long-animation-frame attribution.
 */
export function createChunkIndex(): ChunkIndex {
  const chunks = new Map<string, Set<string>>();
  const chunksOf = (file: string): string[] => [...(chunks.get(file.split('?')[0] ?? '') ?? [])];
  return {
    note(chunk, files) {
      for (const file of files) chunks.set(file, (chunks.get(file) ?? new Set()).add(chunk));
    },
    chunksOf,
    chunksIn: (stack) => [...new Set(stackFiles(stack).flatMap(chunksOf))],
  };
}
