/** The app name the platform knows this runtime by (error event names, RUM flags). */
export const APP_NAME = 'site-runtime';
