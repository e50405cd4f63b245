/** What the local stand-ins of third-party scripts (maps, captcha) share: the content type, the callback rule and call. */

export const JAVASCRIPT = 'text/javascript; charset=utf-8';

/** `name` or `a.b.c`: the only callbacks a stand-in will call, so a query cannot inject code. */
const CALLBACK_PATH = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

export function isCallbackPath(value: string): boolean {
  return CALLBACK_PATH.test(value);
}

/** A script line that logs `message` on the console (JSON-quoted, so any text is safe). */
export function consoleCall(method: 'warn' | 'error', message: string): string {
  return `console.${method}(${JSON.stringify(message)});\n`;
}

/**
 * Calls window[a][b][c](...args) once the stand-in has defined its API (as the real scripts do), or logs
 * an error naming `standIn` when there is no such function. `path` must pass isCallbackPath; `args` are
 * JSON (a JSONP answer's data).
 */
export function callbackCall(path: string, standIn: string, args: readonly unknown[] = []): string {
  return `(function (path, args) {
  var owner = window;
  for (var i = 0; i < path.length - 1 && owner; i++) owner = owner[path[i]];
  var callback = owner && owner[path[path.length - 1]];
  if (typeof callback === 'function') callback.apply(owner, args);
  else console.error(${JSON.stringify(`${standIn}: callback `)} + path.join('.') + ' is not a function');
})(${JSON.stringify(path.split('.'))}, ${JSON.stringify(args)});
`;
}
