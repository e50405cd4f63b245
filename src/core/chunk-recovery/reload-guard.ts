import { RELOAD_GUARD_MS } from '../../shared/limits.ts';
import type { ChunkFailureType } from '../chunk-load-error.ts';

/** Session storage key (chosen name): the files the page was reloaded for, with when, and the chunk each belonged to. */
const RELOADS_KEY = 'ss_runtimeReloads';

/** One reload: the file that failed, how, its chunk, the build of the page it failed in, and when (ms since 1970). */
export interface ReloadRecord {
  readonly url: string;
  readonly chunk: string;
  readonly type: ChunkFailureType;
  /** The failure and what the reload made of it count under this build, not the reloaded page's (absent in a record of an older runtime). */
  readonly build?: string;
  readonly at: number;
}

function read(storage: Storage): ReloadRecord[] {
  try {
    const records: unknown = JSON.parse(storage.getItem(RELOADS_KEY) ?? '[]');
    return Array.isArray(records)
      ? records.filter(
          (record): record is ReloadRecord =>
            typeof record?.url == 'string' && typeof record.chunk == 'string' && typeof record.type == 'string' && typeof record.at == 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The reload guard (issue 16): a page is reloaded for a failing file at most once per RELOAD_GUARD_MS,
 * so a file that stays missing after the reload ends in the block's fallback, never in a loop. Keyed by
 * the file and a time window, never a once-per-session flag, which would block the recovery from the
 * next deploy. Without session storage (blocked, full) there is no guard, so never a reload.
 */
export function createReloadGuard(storage: () => Storage = () => sessionStorage, now: () => number = Date.now) {
  const recent = (): ReloadRecord[] => {
    try {
      return read(storage()).filter((record) => now() - record.at < RELOAD_GUARD_MS);
    } catch {
      return [];
    }
  };
  return {
    /** The reload for `url` within the window, if the page had one already (then it may not have another). */
    reloadFor: (url: string): ReloadRecord | undefined => recent().find((record) => record.url === url),
    /** Notes a reload for `url`; false when it may not happen (reloaded for it already, or no storage to note it in). */
    claim(url: string, chunk: string, type: ChunkFailureType, build: string): boolean {
      try {
        const records = recent();
        if (records.some((record) => record.url === url)) return false;
        storage().setItem(RELOADS_KEY, JSON.stringify([...records, { url, chunk, type, build, at: now() }]));
        return true;
      } catch {
        return false;
      }
    },
    /** The reloads of the window: a chunk among them that loads now was recovered by its reload. */
    recent,
  };
}

export type ReloadGuard = ReturnType<typeof createReloadGuard>;

/** Whether this page load is a reload (its navigation entry says so). */
export const pageWasReloaded = (): boolean => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';
