import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordPageView } from '../platform/census/page-view.ts';
import { pageConsent } from '../platform/consent/consent.ts';
import { parsePageContext } from '../platform/page-context/read-page-context.ts';
import { sendLandingBeacon } from '../platform/tracking/landing-beacon.ts';
import { trackButtonClick, trackButtonRender, trackFormRender, trackOverlay } from '../services/small-services/census-events.ts';
import { pixelEvent } from '../services/small-services/pixel.ts';
import { PIXEL_EVENT } from '../shared/page-events.ts';

// Edit mode across the layers: the page's consent engine is the one gate every tracker passes, so on a
// page the editor shows (page.editMode, read from the body class with the page: read-page-context.test.ts)
// no census call, beacon or pixel event leaves the page, whatever sends it.

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

afterEach(() => vi.unstubAllGlobals());

/** Every tracker of the runtime once, on a page as the core reads it and with its consent engine, as the core builds it. */
async function trackEverything(editMode: boolean): Promise<{ fetched: string[]; beacons: number; pixels: number }> {
  const page = { ...parsePageContext('{}').context, editMode };
  const consent = pageConsent(page);
  let pixels = 0;
  const onPixel = (): void => void (pixels += 1);
  addEventListener(PIXEL_EVENT, onPixel);
  try {
    await recordPageView({ page, consent }, 'abc|1|1|1|1');
    await trackButtonRender(consent, BUTTON);
    await trackButtonClick(consent, BUTTON);
    await trackFormRender(consent, PAGE_FIELDS);
    await trackOverlay(consent, PAGE_FIELDS);
    sendLandingBeacon(consent, { location, document, navigator, screen });
    pixelEvent({ page, consent, report: () => undefined }, 'search');
  } finally {
    removeEventListener(PIXEL_EVENT, onPixel);
  }
  return { fetched: fetchMock.mock.calls.map(([path]) => String(path)), beacons: images.length, pixels };
}

describe('edit mode', () => {
  it('sends no census call, no landing beacon and no pixel event', async () => {
    expect(await trackEverything(true)).toEqual({ fetched: [], beacons: 0, pixels: 0 });
  });

  it('the same page outside the editor sends every one of them', async () => {
    expect(await trackEverything(false)).toEqual({
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
