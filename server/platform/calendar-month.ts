import { BLOCK_TYPE } from '../../src/shared/block-types.ts';
import { html, type SafeHtml } from '../html/escape.ts';

/** A month as the calendar block names it (docs/markup.md 6.14): `YYYY-MM`. */
const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

const MONTH_NAMES = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];

/** The fixture collection's events, on the same days of every month. */
const EVENTS = [
  { day: 5, slug: 'feira-de-artesanato', title: 'Feira de artesanato' },
  { day: 14, slug: 'noite-de-jazz', title: 'Noite de jazz' },
  { day: 23, slug: 'oficina-de-ceramica', title: 'Oficina de cerâmica' },
] as const;

interface Month {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
}

export function parseMonth(text: string): Month | undefined {
  const match = MONTH_PATTERN.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : undefined;
}

/** The month of `now`, in UTC (the fixture site's clock). */
export function monthOf(now: number): Month {
  const date = new Date(now);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

const pad = (value: number): string => String(value).padStart(2, '0');
const key = ({ year, month }: Month): string => `${year}-${pad(month)}`;
const shifted = ({ year, month }: Month, by: number): Month => {
  const index = year * 12 + month - 1 + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const title = ({ year, month }: Month): string => {
  const name = MONTH_NAMES[month - 1] ?? '';
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`;
};

/**
 * A month's link: `href` is the events page of that month (`/eventos?month=MM-YYYY`, what works without
 * the runtime), `data-calendar-month` the month the runtime asks for.
 */
function monthLink(month: Month): SafeHtml {
  return html`<a href="/eventos?month=${pad(month.month)}-${month.year}" data-calendar-month="${key(month)}">${title(month)}</a>`;
}

/**
 * A calendar block's content for one month (docs/markup.md 6.14), as the platform pre-renders it and as
 * `GetWidgetRendering` answers for type 26: the month's table (caption, a head row of weekdays, the
 * days, six weeks whatever the month, each event a link) and the links to the months before and after. The head row is in the
 * `tbody`: the block renderings' sanitizer drops a `thead` with its content.
 */
export function calendarMonth(month: Month): SafeHtml {
  const first = new Date(Date.UTC(month.year, month.month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const cells: SafeHtml[] = [];
  for (let blank = 0; blank < first; blank += 1) cells.push(html`<td></td>`);
  for (let day = 1; day <= days; day += 1) {
    const event = EVENTS.find((candidate) => candidate.day === day);
    const time = html`<time datetime="${key(month)}-${pad(day)}">${day}</time>`;
    cells.push(event ? html`<td class="has-event">${time} <a href="/eventos/${event.slug}">${event.title}</a></td>` : html`<td>${time}</td>`);
  }
  // Always six weeks, so a month swapped in is as tall as the one it replaces.
  while (cells.length < 6 * 7) cells.push(html`<td></td>`);
  const weeks: SafeHtml[] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(html`<tr>${cells.slice(start, start + 7)}</tr>`);
  return html`<table class="calendar-month"><caption>${title(month)}</caption><tbody><tr>${WEEKDAYS.map(
    (weekday) => html`<th scope="col">${weekday}</th>`,
  )}</tr>${weeks}</tbody></table><nav aria-label="Meses">${monthLink(shifted(month, -1))} ${monthLink(shifted(month, 1))}</nav>`;
}

/** The calendar block of the fixture site's events page, showing `month`: its config names the month. */
export function calendarBlock(month: Month, collectionId: string): SafeHtml {
  const config = JSON.stringify({ collectionId, month: key(month) });
  return html`<div class="sqs-block calendar-block" data-block-type="${BLOCK_TYPE.calendar}" id="block-agenda" data-block-json="${config}">${calendarMonth(month)}</div>`;
}
