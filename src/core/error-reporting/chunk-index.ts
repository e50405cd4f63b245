import { stackFiles } from './own-errors.ts';

/** Which chunk a file is the own module of, and so which blocks a stack ran through (issue 16: a regression points at a block, not a hash). */
export interface ChunkIndex {
  /** Notes a chunk's files (absolute addresses), its own module first. */
  note(chunk: string, files: readonly string[]): void;
  /**
   * The chunks whose own module appears in `stack`, in the order met (a query, a retry's cache buster,
   * left out). A file several chunks share (the kit, a ui helper) names none: every feature on the page
   * needs it, so it would name them all.
   */
  chunksIn(stack: string | undefined): string[];
}

/** A file → chunk lookup. The page notes each chunk as it is requested, so the core carries no second copy of the entry's file map. */
export function createChunkIndex(): ChunkIndex {
  const owners = new Map<string, string>();
  return {
    note(chunk, [own]) {
      if (own) owners.set(own, chunk);
    },
    chunksIn: (stack) => [...new Set(stackFiles(stack).flatMap((file) => owners.get(file.split('?')[0] ?? '') ?? []))],
  };
}
