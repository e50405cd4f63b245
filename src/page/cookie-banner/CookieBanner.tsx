import { useMemo } from 'react';
import { MESSAGES } from '../../texts/messages.ts';
import { isEmptyBannerText, type BannerModel, type CtaVariant } from './cookie-settings.ts';
import { sanitizeOwnerHtml } from '../../ui/sanitize-owner-html.ts';

export interface CookieBannerProps {
  readonly model: BannerModel;
  /** Forced (preview): the CTAs are shown but ignore clicks, and say so (aria-disabled). */
  readonly preview: boolean;
  onChoose(allowed: boolean): void;
}

/** The class names of the banner for a model: variant, position, theme, CTA variant and accept type. */
export function bannerClassNames(model: BannerModel, preview: boolean): string {
  return [
    'cookie-banner',
    `cookie-banner--${kebab(model.variant)}`,
    `cookie-banner--${kebab(model.position)}`,
    `cookie-banner--${kebab(model.theme)}`,
    `cookie-banner--cta-${kebab(model.ctaVariant)}`,
    `cookie-banner--${kebab(model.acceptType)}`,
    ...(preview ? ['cookie-banner--preview'] : []),
  ].join(' ');
}

function kebab(value: string): string {
  return value.toLowerCase().replaceAll('_', '-');
}

/**
 * The cookie banner: a non-modal `role="region"` landmark (no overlay, no focus trap, no scroll lock)
 * with the site owner's text and the accept (and, with OPT_IN_AND_OUT, the refuse) control. Where it
 * sits on screen is the stylesheet's job (cookie-banner.css), from the class names.
 */
export function CookieBanner({ model, preview, onChoose }: CookieBannerProps) {
  const html = useMemo(() => sanitizeOwnerHtml(model.text), [model.text]);
  // Owner HTML that sanitizes to nothing (only a script, say) shows the default text, like an empty text.
  const text = isEmptyBannerText(html) ? null : html;
  return (
    <div role="region" aria-label={MESSAGES.cookieBanner.regionLabel} className={bannerClassNames(model, preview)} data-cookie-banner="">
      {text === null ? (
        <div className="cookie-banner__text">
          <p>{MESSAGES.cookieBanner.defaultText}</p>
        </div>
      ) : (
        // The site owner's HTML (cookieBannerText, site-runtime.md §3), inserted only after the
        // allow-list sanitizer (src/ui/sanitize-owner-html.ts) as docs/markup.md §6.22 and §8 require.
        // eslint-disable-next-line no-restricted-syntax -- the site owner's HTML, sanitized above
        <div className="cookie-banner__text" dangerouslySetInnerHTML={{ __html: text }} />
      )}
      <div className="cookie-banner__actions">
        {model.acceptType === 'OPT_IN_AND_OUT' && (
          <Cta kind="refuse" variant={model.ctaVariant} label={model.optOutCtaText} preview={preview} onClick={() => onChoose(false)} />
        )}
        <Cta kind="accept" variant={model.ctaVariant} label={model.ctaText} preview={preview} onClick={() => onChoose(true)} />
      </div>
    </div>
  );
}

interface CtaProps {
  readonly kind: 'accept' | 'refuse';
  readonly variant: CtaVariant;
  readonly label: string;
  readonly preview: boolean;
  onClick(): void;
}

/** TEXT: a link-style button; BUTTON: a filled button; ICON: an icon button named by its label. */
function Cta({ kind, variant, label, preview, onClick }: CtaProps) {
  const className = `cookie-banner__cta cookie-banner__cta--${kind}`;
  const disabled = preview ? true : undefined;
  if (variant === 'ICON') {
    return (
      <button type="button" className={className} aria-label={label} title={label} aria-disabled={disabled} onClick={onClick}>
        <Icon kind={kind} />
      </button>
    );
  }
  return (
    <button type="button" className={className} aria-disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}

/** A check mark (accept) or a cross (refuse), drawn in the text colour; decorative (the button has the name). */
function Icon({ kind }: { kind: 'accept' | 'refuse' }) {
  return (
    <svg className="cookie-banner__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={kind === 'accept' ? 'M4.5 12.5l5 5 10-11' : 'M6 6l12 12M18 6L6 18'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
