import { APP_NAME } from '../../shared/app.ts';

/** The performance collector's numbers (galleries-maps-measurement.md §9 "Performance"), each once. */

/** "Collector version 4.0.7." */
export const RUM_VERSION = '4.0.7';
/** "Queue flush 30 s after load." */
export const RUM_FLUSH_AFTER_LOAD_MS = 30_000;
/** "Settings timeout 30 s." */
export const RUM_SETTINGS_TIMEOUT_MS = 30_000;
/** "Web-vital wait cap 60 s." */
export const RUM_VITAL_WAIT_MS = 60_000;
/** "Analytics id cookie lasts 390 days." */
export const RUM_ANALYTICS_ID_MAX_AGE_MS = 390 * 24 * 60 * 60 * 1000;
/** "Throttle samples the last 22 durations, with spacing of twice the average." */
export const RUM_THROTTLE_SAMPLES = 22;
export const RUM_THROTTLE_SPACING = 2;
/** "User-timing marks are prefixed rum-." */
export const RUM_USER_TIMING_PREFIX = 'rum-';
/** The quiet window after the last long task that makes a page interactive (chosen here, as Lighthouse's TTI). */
export const RUM_TTI_QUIET_MS = 5000;
/** The {app}-app rollout flag (GMM §7: flags rum, {app}-app, track-page-speed, track-user-timing; variants '{name}-rollout'). */
export const APP_FLAG = `${APP_NAME}-app-rollout` as const;
