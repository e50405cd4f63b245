/**
 * Tests only: the public corpora of the owner-HTML sanitizers (DOMPurify's fixtures, the html5sec
 * vectors), from the Vite plugin of scripts/sanitizer-corpora.ts (whose CorpusEntry this mirrors).
 */
declare module 'virtual:sanitizer-corpora' {
  export interface CorpusEntry {
    readonly id: string;
    readonly title: string;
    readonly html: string;
  }

  /** Why the corpora could not be read (the tests that run them skip then), or undefined when they were. */
  export const corporaMissing: string | undefined;

  /** Both corpora; throws why when they could not be read (not at the folder scripts/sanitizer-corpora.ts names). */
  export function publicCorpora(): { readonly dompurify: readonly CorpusEntry[]; readonly html5sec: readonly CorpusEntry[] };
}
