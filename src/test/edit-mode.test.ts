import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordPageView } from '../platform/census/page-view.ts';
import { isEditMode } from '../platform/page-context/edit-mode.ts';
import { parsePageContext } from '../platform/page-context/read-page-context.ts';
import { sendLandingBeacon } from '../platform/tracking/landing-beacon.ts';
import { trackButtonClick, trackButtonRender, trackFormRender, trackOverlay } from '../services/small-services/census-events.ts';
import { pixelEvent } from '../services/small-services/pixel.ts';
import { PIXEL_EVENT } from '../shared/page-events.ts';

// Edit mode across the layers: the consent engine is the one gate every tracker passes, so with the
// body class no census call, beacon or pixel event leaves the page, whatever sends it.

const BUTTON = { id: 'block-botao', buttonText: 'Ver', clickthroughUrl: '/loja', alignment: 'center', size: 'medium', newWindow: false, context: 1 } as const;
const PAGE_FIELDS = { visitorCookie: '', pageTitle: 'T', pageId: '', contentSource: '', pagePath: '/' } as const;

let fetchMock: ReturnType<typeof vi.fn>;
let images: string[];

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
  images = [];
  vi.stubGlobal(
    'Image',
    class {
      set src(value: string) {
        images.push(value);
      }
    },
  );
});

afterEach(() => {
  document.body.classList.remove('is-editing-backend');
  vi.unstubAllGlobals();
});

/** Every tracker of the runtime once, on a fresh page context (so a fresh consent engine). */
async function trackEverything(): Promise<{ fetched: string[]; beacons: number; pixels: number }> {
  const page = parsePageContext('{}').context;
  let pixels = 0;
  const onPixel = (): void => void (pixels += 1);
  addEventListener(PIXEL_EVENT, onPixel);
  try {
    await recordPageView(page, 'abc|1|1|1|1');
    await trackButtonRender(page, BUTTON);
    await trackButtonClick(page, BUTTON);
    await trackFormRender(page, PAGE_FIELDS);
    await trackOverlay(page, PAGE_FIELDS);
    sendLandingBeacon(page, { location, document, navigator, screen });
    pixelEvent({ page, report: () => undefined }, 'search');
  } finally {
    removeEventListener(PIXEL_EVENT, onPixel);
  }
  return { fetched: fetchMock.mock.calls.map(([path]) => String(path)), beacons: images.length, pixels };
}

describe('isEditMode', () => {
  it('is the body class is-editing-backend, exactly', () => {
    expect(isEditMode()).toBe(false);
    document.body.classList.add('is-editing-backend-not');
    expect(isEditMode()).toBe(false);
    document.body.classList.add('is-editing-backend');
    expect(isEditMode(document)).toBe(true);
    document.body.classList.remove('is-editing-backend-not');
  });
});

describe('edit mode', () => {
  it('sends no census call, no landing beacon and no pixel event', async () => {
    document.body.classList.add('is-editing-backend');
    expect(await trackEverything()).toEqual({ fetched: [], beacons: 0, pixels: 0 });
  });

  it('the same page without the class sends every one of them', async () => {
    expect(await trackEverything()).toEqual({
      fetched: [
        '/api/census/RecordHit',
        '/api/census/button-render',
        '/api/census/button-click',
        '/api/census/form-render',
        '/api/census/overlay',
        '/api/events/RecordEvent',
      ],
      beacons: 1,
      pixels: 1,
    });
  });
});
