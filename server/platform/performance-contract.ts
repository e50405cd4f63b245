/**
 * The answer of GET /api/1/performance/settings. Kept free of imports so the runtime's collector
 * can import the type and be written against the same shape the fixture server sends.
 */

/** Rollout flags the collector needs: rum, {app}-app, track-page-speed, track-user-timing. */
export type RolloutFlagName = 'rum-rollout' | 'site-runtime-app-rollout' | 'track-page-speed-rollout' | 'track-user-timing-rollout';

export interface PerformanceSettings {
  /** Ties every record of one page load together; without it the collector aborts. */
  pageLoadId: string;
  rolloutFlags: Record<RolloutFlagName, boolean>;
}
