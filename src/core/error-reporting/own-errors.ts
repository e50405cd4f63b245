/**
 * Calls `onError` for uncaught errors and rejections raised by the runtime's own files (those under
 * `baseUrl`), never for the site owner's scripts, which are theirs to report. An error is the
 * runtime's when it was thrown there: the error event's file, or the first frame of a rejection's
 * stack that names a file. Frames further down do not count: an owner's listener for a runtime page
 * event (`siteruntime:pixel`) runs below the runtime's dispatch, yet its failure is the owner's.
 */
export function listenForOwnErrors(baseUrl: string, onError: (error: unknown) => void, signal: AbortSignal): void {
  const isOwn = (file: string | undefined): boolean => Boolean(file?.startsWith(baseUrl));
  addEventListener(
    'error',
    (event) => {
      if (isOwn(event.filename)) onError(event.error ?? event.message);
    },
    { signal },
  );
  addEventListener(
    'unhandledrejection',
    (event) => {
      const reason: unknown = event.reason;
      if (reason instanceof Error && isOwn(thrownIn(reason.stack))) onError(reason);
    },
    { signal },
  );
}

/**
 * The files of a stack's frames, in order: each address followed by `:line:column`, as V8
 * (`    at fn (https://…/x.js:1:2)`), Firefox and Safari (`fn@https://…/x.js:1:2`) write frames.
 * Native frames (`at JSON.parse (<anonymous>)`) name no address, and an address in the message
 * (a ChunkLoadError's) has no `:line:column`, so neither is taken for a frame.
 */
export const stackFiles = (stack: string | undefined): string[] =>
  Array.from(String(stack).matchAll(/(\w+:\/\/[^\s()]+?):\d+:\d+/g), (match) => match[1] ?? '');

/** The file of a stack's first frame: where it was thrown. */
const thrownIn = (stack: string | undefined): string | undefined => stackFiles(stack)[0];
