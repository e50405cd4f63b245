import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GalleryEvents } from '../blocks/gallery/events.ts';
import { MEDIA_STATE_EVENT, MEDIA_STOP_EVENT } from '../ui/media/exclusive-playback.ts';
import * as PAGE_EVENTS from '../shared/page-events.ts';

const { featureEvent, ...NAMED } = PAGE_EVENTS;
const DOC = readFileSync(resolve(process.cwd(), 'docs/markup.md'), 'utf8');

/** The text of docs/markup.md from the heading `start` to the next heading of its level. */
function section(start: string): string {
  const from = DOC.indexOf(`\n${start}\n`);
  if (from < 0) throw new Error(`docs/markup.md has no heading "${start}"`);
  const level = start.split(' ')[0]!;
  const to = DOC.indexOf(`\n${level} `, from + start.length + 2);
  return DOC.slice(from, to < 0 ? undefined : to);
}

/** Every event name in the first column of §4's table. */
const documentedEvents = (): string[] => [...section('### Page events and switches').matchAll(/^\| `(siteruntime:[^`]+)` \|/gm)].map(([, name]) => name!);

/** Every gallery event, exactly: TypeScript refuses a name missing from GalleryEvents or not in it. */
const GALLERY_EVENTS: Record<keyof GalleryEvents, true> = {
  change: true,
  settle: true,
  reachedBeginning: true,
  reachedEnd: true,
  resizeStart: true,
  resizeEnd: true,
  touchStart: true,
  touchMove: true,
  touchEnd: true,
  gestureStart: true,
  gestureChange: true,
  gestureEnd: true,
  swipeLeft: true,
  swipeRight: true,
  swipeUp: true,
  swipeDown: true,
  tapped: true,
};

/** One rule: `siteruntime:{name}`, or `siteruntime:{feature}:{name}` with a feature's kebab-case name. */
const ONE_RULE = /^siteruntime:(?:[a-z]+(?:-[a-z]+)*:)?[a-z][A-Za-z]*(?:-[a-z]+)*$/;

describe('page events', () => {
  it('spells every page event once (docs/markup.md §4)', () => {
    expect(NAMED).toEqual({
      CONSENT_EVENT: 'siteruntime:consent',
      PIXEL_EVENT: 'siteruntime:pixel',
      LOGIN_REQUIRED_EVENT: 'siteruntime:login-required',
      COOKIE_BANNER_FORCE_EVENT: 'siteruntime:cookie-banner:force',
      COOKIE_BANNER_OPEN_EVENT: 'siteruntime:cookie-banner:open',
      COOKIE_BANNER_UNFORCE_EVENT: 'siteruntime:cookie-banner:unforce',
      COOKIE_BANNER_UPDATE_EVENT: 'siteruntime:cookie-banner:update',
      POPUP_SIGNUP_EVENT: 'siteruntime:popup-overlay:signup',
      ANNOUNCEMENT_BAR_UPDATE_EVENT: 'siteruntime:announcement-bar:update',
      POPUP_OVERLAY_FORCE_EVENT: 'siteruntime:popup-overlay:force',
      POPUP_OVERLAY_UNFORCE_EVENT: 'siteruntime:popup-overlay:unforce',
    });
  });

  it('spells every event the runtime fires or hears by one rule, the one context.dispatch follows', () => {
    const gallery = Object.keys(GALLERY_EVENTS).map((name) => featureEvent('gallery', name));
    for (const name of [...Object.values(NAMED), MEDIA_STATE_EVENT, MEDIA_STOP_EVENT, ...gallery]) expect(name).toMatch(ONE_RULE);
    expect(featureEvent('gallery', 'reachedEnd')).toBe('siteruntime:gallery:reachedEnd');
    expect('gallery:change').not.toMatch(ONE_RULE);
    expect('site-runtime:media-state').not.toMatch(ONE_RULE);
  });

  it('has §4’s table list exactly the events of the code', () => {
    expect(documentedEvents().sort()).toEqual([...Object.values(NAMED), MEDIA_STATE_EVENT, MEDIA_STOP_EVENT, featureEvent('gallery', '{name}')].sort());
  });

  it('has 6.5 name exactly the gallery’s events', () => {
    const list = section('### 6.5 Gallery (8)');
    const from = list.indexOf('named\n  `siteruntime:gallery:{name}`');
    const names = list.slice(from, list.indexOf('; none but', from)).matchAll(/`([a-zA-Z]+)`/g);
    const details = new Set(['from', 'to', 'direction', 'index', 'detail', 'next', 'previous']);
    expect(
      [...names]
        .map(([, name]) => name!)
        .filter((name) => !details.has(name))
        .sort(),
    ).toEqual(Object.keys(GALLERY_EVENTS).sort());
  });
});
