import { COOKIE_SETTINGS_FIELDS } from '../../platform/consent/cookie-settings-fields.ts';
import type { CookieSettings } from './cookie-settings.ts';

/**
 * `settings` with the fields of an update event's `detail` merged in. Only the known cookie-settings
 * fields with the right type (text fields strings, flags booleans) are taken; anything else in the
 * detail (or a detail that is not an object) is ignored. Never throws; `settings` is not changed.
 */
export function mergeCookieSettings<T extends CookieSettings>(settings: T, detail: unknown): T {
  if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) return settings;
  const partial = detail as Record<string, unknown>;
  const merged: Record<string, unknown> = { ...(settings as Record<string, unknown>) };
  for (const field of COOKIE_SETTINGS_FIELDS) if (typeof partial[field] === (field.startsWith('is') ? 'boolean' : 'string')) merged[field] = partial[field];
  return merged as T;
}
