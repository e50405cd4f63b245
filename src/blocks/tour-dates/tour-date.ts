/**
 * A tour date's `time[datetime]` (docs/markup.md 6.16): when it is, when it counts as past, and how it
 * reads, apart from the DOM.
 */

const HOUR_MS = 60 * 60 * 1000;
/** A show is over this long after it starts (**chosen here**: doors, support act and the show itself). */
const SHOW_LENGTH_MS = 6 * HOUR_MS;
/**
 * A date without a time is over once that day has ended everywhere: 36 hours after its midnight in UTC
 * (the day's end at UTC−12).
 */
const DAY_ENDS_EVERYWHERE_MS = 36 * HOUR_MS;

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

export interface TourDate {
  /** The date and time as the venue's clock shows them, as a UTC time (read it in UTC). */
  readonly wall: number;
  /** Whether the attribute gives a time, not only a day. */
  readonly hasTime: boolean;
  /** When it is over (ms since the epoch). */
  readonly end: number;
}

/**
 * Reads a valid date or local or global date and time string (HTML's `datetime` forms that name a day).
 * With an offset (`21:00-03:00`) the venue's clock is that offset's; without one (`21:00`) the time is
 * taken as written, in the visitor's time zone for when it ends. Anything else is undefined.
 */
export function parseTourDate(datetime: string): TourDate | undefined {
  const match = DATETIME.exec(datetime.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const zone = match[7];
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(wall);
  // 2025-02-30 or 25:00 would roll over into another day: not a date.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  if (match[4] === undefined) return { wall, hasTime: false, end: wall + DAY_ENDS_EVERYWHERE_MS };
  if (zone === undefined) return { wall, hasTime: true, end: new Date(year, month - 1, day, hour, minute, second).getTime() + SHOW_LENGTH_MS };
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.replace(/\D/g, '');
  const offset = zone === 'Z' ? 0 : sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000;
  return { wall, hasTime: true, end: wall - offset + SHOW_LENGTH_MS };
}

/*
 * pt-BR's short weekday and month names, as Intl.DateTimeFormat('pt-BR') writes them (the unit tests compare the
 * two). Not Intl itself: a page's first DateTimeFormat loads the locale data, a 150 to 280 ms task on a phone
 * (4x CPU), for the dozen words of a date.
 */
const WEEKDAYS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'] as const;
const MONTHS = ['jan.', 'fev.', 'mar.', 'abr.', 'mai.', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'] as const;
const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The date in pt-BR, with its weekday and year, and the time by the venue's clock when there is one. */
export function formatTourDate(date: TourDate): string {
  const wall = new Date(date.wall);
  const day = `${WEEKDAYS[wall.getUTCDay()] ?? ''}, ${wall.getUTCDate()} de ${MONTHS[wall.getUTCMonth()] ?? ''} de ${wall.getUTCFullYear()}`;
  return date.hasTime ? `${day}, ${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}` : day;
}
