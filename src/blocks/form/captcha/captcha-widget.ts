import { CAPTCHA_COMPACT_UNDER_PX } from '../../../ui/block-kit/limits.ts';
import { CAPTCHA_NOT_SET_UP, type CaptchaApi, loadCaptchaApi } from './captcha-api.ts';

/** Logged when the form went away before the captcha could be drawn (site-runtime.md §8). */
const CAPTCHA_DOCUMENT_DESTROYED = '[GoogleReCaptchaAPI] Document was destroyed';

/** A form's captcha: its token ('' until the visitor completes it) and a reset after a failure. */
export interface CaptchaWidget {
  token(): string;
  reset(): void;
}

/** A captcha that cannot be completed: the form then says to complete it and sends nothing. */
const unavailable: CaptchaWidget = { token: () => '', reset: () => undefined };

export interface CaptchaOptions {
  readonly siteKey: string;
  readonly scriptUrl: string;
  /** Width of the form: compact widget under 320 px, normal otherwise (site-runtime.md §9). */
  readonly formWidth: number;
  readonly signal: AbortSignal;
  /** Called each time the visitor completes the captcha. */
  readonly onSolved?: () => void;
  /** Called when a completed captcha expires (its answer is no longer valid). */
  readonly onExpired?: () => void;
}

/** The widget size for a form of this width. */
function captchaSize(formWidth: number): 'compact' | 'normal' {
  return formWidth < CAPTCHA_COMPACT_UNDER_PX ? 'compact' : 'normal';
}

/**
 * Draws the captcha into the form's `[data-captcha]` container. Until it is drawn (and for good when
 * the site key or the library is missing, which is logged) the widget gives no token.
 */
export function createCaptcha(container: HTMLElement, options: CaptchaOptions): CaptchaWidget {
  if (!options.siteKey) {
    console.error(CAPTCHA_NOT_SET_UP);
    return unavailable;
  }
  let drawn: { api: CaptchaApi; id: number } | undefined;
  const original = [...container.childNodes];
  loadCaptchaApi(options.scriptUrl, container.ownerDocument).then(
    (api) => {
      if (options.signal.aborted || !container.isConnected) {
        console.warn(CAPTCHA_DOCUMENT_DESTROYED);
        return;
      }
      container.replaceChildren();
      try {
        drawn = {
          api,
          id: api.render(container, {
            sitekey: options.siteKey,
            size: captchaSize(options.formWidth),
            callback: () => options.onSolved?.(),
            'expired-callback': () => options.onExpired?.(),
          }),
        };
      } catch (error) {
        console.error(CAPTCHA_NOT_SET_UP, error);
      }
    },
    (error: unknown) => console.error(error instanceof Error ? error.message : CAPTCHA_NOT_SET_UP),
  );
  options.signal.addEventListener('abort', () => container.replaceChildren(...original), { once: true });
  return {
    token: () => (drawn ? drawn.api.getResponse(drawn.id) : ''),
    reset: () => drawn?.api.reset(drawn.id),
  };
}
