/** The app name the platform knows this runtime by (error event names, RUM flags). */
export const APP_NAME = 'site-runtime';

/** The event name of a chunk failure the runtime recovered from: sent with the error reports, never counted as an error (issue 16). */
export const RECOVERED_EVENT_NAME = `interface_recovered_${APP_NAME}`;
