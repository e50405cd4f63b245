import * as z from 'zod/mini';

/**
 * The collector's untrusted JSON, compiled at build time (`./settings-schema.ts?compiled`): the RUM
 * chunk carries two descriptors, not zod. Each field falls back alone, so one bad field loses nothing else.
 */

const text = () => z._default(z.catch(z.string(), ''), '');
const flag = () => z._default(z.catch(z.boolean(), false), false);

/**
 * `<script type="application/json" id="rum-settings">` (docs/markup.md "Performance collection", names
 * chosen here): what the record needs that the page context lacks. The renderer writes the element only
 * when collection is enabled for the page.
 */
export const RumSettingsSchema = z.looseObject({
  /** The visitor's marketing id, when the platform knows one (record `marketingId`). */
  marketingId: text(),
  /** The provider's own domain (`example-sites.com`): the analyticsId cookie is written only on it and below it. */
  cookieDomain: text(),
  // Record context fields (GMM §3.4) only the renderer knows.
  ampEnabled: flag(),
  authenticUrl: text(),
  /** When the site was created, ms since 1970 (0: unknown). */
  createdOn: z._default(z.catch(z.number(), 0), 0),
  impersonatedSession: flag(),
  isHstsEnabled: flag(),
  isInternal: flag(),
  platform: text(),
  timeZone: text(),
});

export type RumSettings = z.output<typeof RumSettingsSchema>;

/**
 * The reply of GET /api/1/performance/settings (GMM §7: "Fields read: pageLoadId and the settings for a
 * rollout-flag client"). A missing or empty pageLoadId fails the parse: 'Unable to resolve pageLoadId'.
 * The flags are read as `=== true`: one that is absent or not a boolean is off.
 */
export const PerformanceSettingsSchema = z.looseObject({
  pageLoadId: z.string().check(z.minLength(1)),
  rolloutFlags: z._default(z.catch(z.looseObject({}), {}), {}),
});

export type PerformanceSettingsReply = z.output<typeof PerformanceSettingsSchema>;
