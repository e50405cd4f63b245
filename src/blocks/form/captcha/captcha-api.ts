import { httpUrl } from '../../../services/small-services/http-url.ts';
import { pageNonce } from '../../../ui/third-party/page-nonce.ts';

/** The part of the provider's explicit-render API the forms use (reCAPTCHA v2). */
export interface CaptchaApi {
  render(
    container: HTMLElement,
    params: { sitekey: string; size: 'compact' | 'normal'; callback?: (token: string) => void; 'expired-callback'?: () => void },
  ): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Partial<CaptchaApi>;
  }
}

/** The global the provider's script calls once its API is ready (`onload` parameter, chosen name). */
const CAPTCHA_ONLOAD_CALLBACK = '__siteRuntimeCaptchaReady';

/** Logged when the provider's library is not there to use (site-runtime.md §8). */
export const CAPTCHA_NOT_SET_UP = 'ReCaptcha has not been set up!';

function readyApi(win: Window): CaptchaApi | undefined {
  const api = win.grecaptcha;
  return typeof api?.render === 'function' && typeof api.getResponse === 'function' && typeof api.reset === 'function' ? (api as CaptchaApi) : undefined;
}

/** One script per page, whatever the number of forms with a captcha, loaded or failed. */
let loading: Promise<CaptchaApi> | undefined;

/**
 * Loads the captcha provider's script once (site-runtime.md §7 "a captcha script loaded with the
 * site key"), with the page's nonce, and resolves with its API. Rejects with CAPTCHA_NOT_SET_UP when
 * the script cannot load or does not provide the API; that failure is final for the page, so a form
 * mounted later (a popup's, a block added again) is not set up either and requests nothing: a
 * provider that failed once is not asked again and again as forms come and go.
 */
export function loadCaptchaApi(scriptUrl: string, doc: Document = document): Promise<CaptchaApi> {
  const win = doc.defaultView ?? window;
  const ready = readyApi(win);
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<CaptchaApi>((resolve, reject) => {
    const notSetUp = (): void => reject(new Error(CAPTCHA_NOT_SET_UP));
    const url = httpUrl(scriptUrl, doc.baseURI);
    if (!url) return notSetUp();
    const address = new URL(url);
    address.searchParams.set('onload', CAPTCHA_ONLOAD_CALLBACK);
    address.searchParams.set('render', 'explicit');
    Object.assign(win, {
      [CAPTCHA_ONLOAD_CALLBACK]: () => {
        const api = readyApi(win);
        if (api) resolve(api);
        else notSetUp();
      },
    });
    const script = doc.createElement('script');
    script.src = address.href;
    script.async = true;
    script.nonce = pageNonce(doc);
    script.addEventListener('error', notSetUp, { once: true });
    doc.head.append(script);
  });
  return loading;
}

/**
 * Forgets the loaded script.
 * @internal Tests start each case with no script loaded.
 */
export function resetCaptchaLoader(): void {
  loading = undefined;
}
