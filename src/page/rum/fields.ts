/**
 * The short keys of performance events (GMM §3.4: "The record is sent in short encoded keys. The mapping
 * to those short keys is not shown"; this is ours, docs/markup.md "Performance collection"): one string
 * constant per field name, written as `[F.analyticsId]: …` where the collector builds an event, so its
 * chunk carries the short keys and never the names (the build inlines constants). The fixture server
 * decodes with the map these make (short-keys.ts). Append only: a field's key never changes once records
 * carry it, and no key is reused (short-keys.test.ts).
 */

// The event wrapper (GMM §3.4 "Each event wraps: app, event name, pageLoadId, timestamp").
export const app = '0';
export const name = '1';
export const pageLoadId = '2';
export const timestamp = '3';
export const data = '4';

// The page-speed record.
export const analyticsId = '5';
export const marketingId = '6';
export const memberId = '7';
export const hostname = '8';
export const pathname = '9';
export const hash = 'a';
export const version = 'b';
export const deliveryType = 'c';
export const connection = 'd';
export const downlink = 'e';
export const effectiveType = 'f';
export const rtt = 'g';
export const saveData = 'h';
export const display = 'i';
export const devicePixelRatio = 'j';
export const screenHeight = 'k';
export const screenWidth = 'l';
export const viewportHeight = 'm';
export const viewportWidth = 'n';
export const hardware = 'o';
export const deviceMemory = 'p';
export const hardwareConcurrency = 'q';
export const visibilityStateOnDCL = 'r';
export const supportLevel = 's';
export const context = 't';
export const accountId = 'u';
export const ampEnabled = 'v';
export const authenticUrl = 'w';
export const cloneable = 'x';
export const collectionType = 'y';
export const createdOn = 'z';
export const developerMode = '10';
export const impersonatedSession = '11';
export const inFrame = '12';
export const isHstsEnabled = '13';
export const isInternal = '14';
export const language = '15';
export const pageType = '16';
export const platform = '17';
export const templateId = '18';
export const timeZone = '19';
export const websiteId = '1a';

export const websiteType = '1b';

// Its metrics (INP and its attribution besides GMM §3.4's list).
export const metrics = '1c';
export const cumulativeLayoutShift = '1d';
export const decodedBodySize = '1e';
export const encodedBodySize = '1f';
export const domainLookup = '1g';
export const tcpConnection = '1h';
export const tlsConnection = '1i';
export const domContentLoadedEventStart = '1j';
export const domContentLoadedEventEnd = '1k';
export const loadEventStart = '1l';
export const loadEventEnd = '1m';
export const firstContentfulPaint = '1n';
export const firstInputDelay = '1o';
export const largestContentfulPaint = '1p';
export const timeToInteractive = '1q';
export const responseStart = '1r';
export const interactionToNextPaint = '1s';
export const inpAttribution = '1t';
export const interactionTarget = '1u';
export const interactionType = '1v';
export const interactionTime = '1w';
export const inputDelay = '1x';
export const processingDuration = '1y';
export const presentationDelay = '1z';
export const duration = '20';

// The user-timing record (and `name` above).
export const startTime = '21';
export const startMarkDetail = '22';
export const endMarkDetail = '23';
export const measureDetail = '24';
