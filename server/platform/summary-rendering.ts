import { html, type SafeHtml } from '../html/escape.ts';

/** The fixture collection's upcoming events: a summary rendered now lists these, each ending some days from now. */
const UPCOMING = [
  { slug: 'feira-de-artesanato', title: 'Feira de artesanato', excerpt: 'Artesãos da região na praça central.', days: 3 },
  { slug: 'noite-de-jazz', title: 'Noite de jazz', excerpt: 'Quarteto ao vivo no terraço.', days: 10 },
  { slug: 'oficina-de-ceramica', title: 'Oficina de cerâmica', excerpt: 'Vagas limitadas, inscrições no local.', days: 17 },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the platform renders for a summary block asked again (docs/markup.md 6.20): the items of its
 * events, every one still to come, in the markup the page's own summary has. `now` is the request's time.
 */
export function summaryRendering(now: number): SafeHtml {
  const items = UPCOMING.map(
    ({ slug, title, excerpt, days }) =>
      html`<article data-summary-event-end="${new Date(now + days * DAY_MS).toISOString()}"><a href="/eventos/${slug}"><img src="/s/${slug}-500w.jpg" srcset="/s/${slug}-300w.jpg 300w, /s/${slug}-500w.jpg 500w" sizes="(max-width: 479px) 50vw, 33vw" width="1500" height="1000" alt="" loading="lazy"><h3>${title}</h3></a><p>${excerpt}</p></article>`,
  );
  return html`<div data-summary-items>${items}</div>`;
}
