export type EncodingMap = Readonly<Record<string, string>>;

/**
 * The short-key encoding of performance events (GMM §3.4 "The record is sent in short encoded keys";
 * the map is chosen here and documented in docs/markup.md "Performance collection"). Every object key
 * the collector writes has a short key; a key outside the map travels as it is. Pure: the fixture
 * server decodes records with the same map (through src/registry.ts).
 */

/**
 * Every field the collector writes, in the order that gives its short key: its index in base 36
 * ('0'…'z', then '10'…). Append only: a field's key never changes once records carry it.
 */
// First the event wrapper (GMM §3.4 "Each event wraps: app, event name, pageLoadId, timestamp") and its record.
const FIELDS = (
  'app name pageLoadId timestamp data ' +
  // The page-speed record.
  'analyticsId marketingId memberId hostname pathname hash version deliveryType connection downlink effectiveType rtt saveData ' +
  'display devicePixelRatio screenHeight screenWidth viewportHeight viewportWidth hardware deviceMemory hardwareConcurrency ' +
  'visibilityStateOnDCL supportLevel context accountId ampEnabled authenticUrl cloneable collectionType createdOn developerMode ' +
  'impersonatedSession inFrame isHstsEnabled isInternal language pageType platform templateId timeZone websiteId websiteType metrics ' +
  'cumulativeLayoutShift decodedBodySize encodedBodySize domainLookup tcpConnection tlsConnection domContentLoadedEventStart ' +
  'domContentLoadedEventEnd loadEventStart loadEventEnd firstContentfulPaint firstInputDelay largestContentfulPaint ' +
  'timeToInteractive responseStart interactionToNextPaint inpAttribution interactionTarget interactionType interactionTime ' +
  'inputDelay processingDuration presentationDelay ' +
  // The user-timing record (and `name` above).
  'duration startTime startMarkDetail endMarkDetail measureDetail'
).split(' ');

/** Field name → short key (docs/markup.md "Performance collection" lists them). */
export const ENCODING_MAP: EncodingMap = Object.fromEntries(FIELDS.map((field, index) => [field, index.toString(36)]));

/** The inverse of a valid map; 'Invalid encoding map' when two fields share a short key, a short key is empty or is itself a field name. */
function invert(map: EncodingMap): Map<string, string> {
  const inverse = new Map<string, string>();
  for (const [field, short] of Object.entries(map)) {
    if (typeof short != 'string' || !short || inverse.has(short) || Object.hasOwn(map, short)) throw new Error('Invalid encoding map');
    inverse.set(short, field);
  }
  return inverse;
}

/** Every object key of `value`, at any depth, renamed through `keys` (a key it lacks is kept). */
function rename(value: unknown, keys: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => rename(item, keys));
  if (value === null || typeof value != 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [keys.get(key) ?? key, rename(inner, keys)]));
}

/** The events as the body of POST /api/1/performance/records: a JSON list with short keys. 'Data is empty' for no event. */
export function encodeEvents(events: readonly unknown[], map: EncodingMap = ENCODING_MAP): string {
  invert(map);
  if (!events.length) throw new Error('Data is empty');
  return JSON.stringify(rename(events, new Map(Object.entries(map))));
}

/** The events a records body holds, with their field names back. 'Data is empty' for no event, or a body that is not a list. */
export function decodeEvents(body: unknown, map: EncodingMap = ENCODING_MAP): unknown[] {
  const inverse = invert(map);
  if (!Array.isArray(body) || !body.length) throw new Error('Data is empty');
  return rename(body, inverse) as unknown[];
}
