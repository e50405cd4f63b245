/** Attribute of a submit button bound to the captcha (docs/markup.md 6.3). */
const CAPTCHA_BOUND_ATTRIBUTE = 'data-captcha-bound';

/**
 * A captcha-bound submit button (site-runtime.md §4 "if the submit button is captcha-bound it is
 * disabled"): after a failed save it is disabled, then follows the captcha, enabled while it is
 * solved. Before any failure it is left alone.
 */
export interface CaptchaBoundButton {
  /** Disables the button after a failed save; true when it had the focus (which a disabled button loses). */
  disableAfterFailure(): boolean;
  solved(): void;
  expired(): void;
}

export function captchaBoundButton(button: HTMLButtonElement | HTMLInputElement | null): CaptchaBoundButton | undefined {
  if (!button?.hasAttribute(CAPTCHA_BOUND_ATTRIBUTE)) return undefined;
  let following = false;
  return {
    disableAfterFailure() {
      following = true;
      const hadFocus = button.ownerDocument.activeElement === button;
      button.disabled = true;
      return hadFocus;
    },
    solved() {
      if (following) button.disabled = false;
    },
    expired() {
      if (following) button.disabled = true;
    },
  };
}
