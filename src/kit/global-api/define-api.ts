import type { ApiCall, CoreContext, FeatureChunk } from '../../core/contract.ts';

// A module of its own: define.ts travels in the every-page chunk, and only the API features need this.

/** What a global API feature is handed: a lazy feature's context with the method called and its arguments. */
export interface ApiContext extends CoreContext {
  readonly method: string;
  /** The caller's arguments, untrusted: check them (zod) before use. */
  readonly args: readonly unknown[];
}

/**
 * A lazy feature behind methods of window.SiteRuntime (docs/markup.md §4), started by the core with
 * an ApiCall. What `answer` resolves with or rejects with is the caller's answer: a refused sign-in
 * is the caller's to show, never logged or reported as a failure of the feature.
 */
export function defineApi(answer: (context: ApiContext) => Promise<unknown>): FeatureChunk['start'] {
  return (core, input) => {
    const { method, args, resolve, reject } = input as ApiCall;
    // Through a promise, so an answer that throws before its first await still reaches the caller.
    new Promise((settle) => settle(answer({ ...core, method, args }))).then(resolve, reject);
  };
}
