/**
 * Calls `onError` for uncaught errors and rejections raised by the runtime's own files (those
 * under `baseUrl`), never for the site owner's scripts, which are theirs to report.
 */
export function listenForOwnErrors(baseUrl: string, onError: (error: unknown) => void, signal: AbortSignal): void {
  const isOwn = (text: string | undefined): boolean => Boolean(text?.includes(baseUrl));
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
      if (reason instanceof Error && isOwn(reason.stack)) onError(reason);
    },
    { signal },
  );
}
