import type { CdnImage } from '../platform/cdn-images.ts';
import type { Fault } from './faults.ts';
import { requestMatches } from './glob.ts';
import { RingBuffer } from './ring-buffer.ts';

/** The request headers worth keeping: they decide what the platform does with a call. */
export const RECORDED_HEADERS = ['content-type', 'x-csrf-token', 'x-siteuser-xsrf-token', 'referer', 'user-agent'] as const;
export type RecordedHeader = (typeof RECORDED_HEADERS)[number];

export interface RequestRecord {
  id: number;
  /** ISO time the request was recorded. */
  time: string;
  /** qa_session cookie, or null. */
  session: string | null;
  method: string;
  /** As the browser sent it; on the CDN origin without its QA session's prefix (`/dist/…`, server/cdn/). */
  path: string;
  /** Answered by the CDN origin, the runtime's folder on an origin of its own (server/cdn/); absent: the site's. */
  cdn?: true;
  /** The chunk a built file belongs to (files are named by hash alone: server/static/chunk-names.ts). */
  chunk?: string;
  /** For an image of the CDN (`/s/…`, server/platform/cdn-images.ts): its slug and the size served. */
  image?: CdnImage;
  query: Record<string, string | string[]>;
  /** Only the recorded headers that were present. */
  headers: Partial<Record<RecordedHeader, string>>;
  cookies: Record<string, string>;
  /** JSON value, form fields object, or text (JSON-parsed when text/plain holds JSON). */
  body?: unknown;
  /** The raw text of a text/plain body. */
  bodyText?: string;
  /** Response status; null until the response is sent (and for dropped connections). */
  status: number | null;
  /** The fault applied to this request, as it was when applied. */
  fault?: Fault;
}

export type NewRequestRecord = Omit<RequestRecord, 'id' | 'time' | 'status'>;

export interface RequestFilter {
  session?: string;
  /** Exact path or glob; a built file also matches by its chunk's name (requestMatches). */
  path?: string;
  method?: string;
}

/** The most recent requests, oldest first. */
export class RequestLog {
  private readonly records: RingBuffer<RequestRecord>;
  private nextId = 1;

  constructor(capacity = 5000) {
    this.records = new RingBuffer(capacity);
  }

  add(entry: NewRequestRecord): RequestRecord {
    return this.records.push({ id: this.nextId++, time: new Date().toISOString(), ...entry, status: null });
  }

  list(filter: RequestFilter = {}): RequestRecord[] {
    const method = filter.method?.toUpperCase();
    return this.records.filter(
      (record) =>
        (filter.session === undefined || record.session === filter.session) &&
        (method === undefined || record.method === method) &&
        (filter.path === undefined || requestMatches(filter.path, record)),
    );
  }

  /** Removes one session's records, or all; returns how many were removed. */
  clear(session?: string): number {
    return this.records.removeWhere((record) => session === undefined || record.session === session);
  }
}

/** Files a page loads (runtime, fixture assets, CDN images and audio, fonts, icons): hidden by default in the request view. */
const STATIC_PREFIXES = ['/dist/', '/fixtures/assets/', '/s/', '/fonts/'];
const STATIC_EXTENSION = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|eot)$/i;

export function isStaticPath(path: string): boolean {
  return STATIC_PREFIXES.some((prefix) => path.startsWith(prefix)) || STATIC_EXTENSION.test(path);
}
