import { COOKIE_BANNER_HOST_ATTRIBUTE } from '../../shared/markers.ts';
import { COOKIE_BANNER_MESSAGES } from '../../texts/cookie-banner.ts';
import { sanitizeOwnerHtmlToFragment } from '../../ui/sanitize-owner-html.ts';
import type { BannerModel } from './cookie-settings.ts';

/** The class names of the banner for a model: variant, position, theme, CTA variant and accept type. */
function bannerClassNames(model: BannerModel, preview: boolean): string {
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

type Kind = 'accept' | 'refuse';

interface BannerState {
  /** A forced banner: the CTAs say they are disabled (aria-disabled) and the caller ignores their clicks. */
  readonly preview: boolean;
  /**
   * The visitor opened it (a `[data-cookie-settings]` control): the refuse CTA is always offered, so a choice
   * is withdrawn as easily as given; setModal(true) then shows it as a modal dialog over the inert page.
   */
  readonly modal: boolean;
  /** Say in one line that the browser's Global Privacy Control signal was honoured. */
  readonly signalHonoured: boolean;
}

export interface BannerView {
  /** The host element (`[data-cookie-banner-host]`): where it goes in the page is the caller's choice. */
  readonly host: HTMLElement;
  /** The banner itself (`[data-cookie-banner]`, position: fixed). */
  readonly banner: HTMLElement;
  /**
   * Shows `model` as `state` says, changing the elements in place: the same region and buttons stay,
   * so focus on a CTA survives an update.
   */
  render(model: BannerModel, state: BannerState): void;
  /** Puts the banner in its modal dialog (open) or takes it out (see BannerState.modal); the host must be in the document. */
  setModal(open: boolean): void;
  /** Where focus came from when it last entered the banner (null: from nowhere, or not yet). */
  focusCameFrom(): HTMLElement | null;
  /** Removes the banner and its listeners; the host is left empty and out of the page. */
  destroy(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, ...children: Node[]): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  if (className) created.className = className;
  created.append(...children);
  return created;
}

function svgElement(tag: string, attributes: Record<string, string>): SVGElement {
  const created = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  return created;
}

/** A check mark (accept) or a cross (refuse), drawn in the text colour; decorative (the button has the name). */
function icon(kind: Kind): SVGElement {
  const svg = svgElement('svg', { class: 'cookie-banner__icon', viewBox: '0 0 24 24', width: '20', height: '20', 'aria-hidden': 'true', focusable: 'false' });
  svg.append(
    svgElement('path', {
      d: kind === 'accept' ? 'M4.5 12.5l5 5 10-11' : 'M6 6l12 12M18 6L6 18',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2.5',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  return svg;
}

/** Sanitized markup that shows nothing (blanks, empty paragraphs, line breaks), as isEmptyBannerText judges a text. */
function showsNothing(content: DocumentFragment): boolean {
  return !content.textContent?.trim() && !content.querySelector(':not(p):not(br)');
}

/**
 * The cookie banner's elements: a non-modal `role="region"` landmark (no overlay, no focus trap, no
 * scroll lock) with the site owner's text and the accept (and, with OPT_IN_AND_OUT, the refuse)
 * control, built with createElement (no HTML from strings); in a modal `<dialog>` when the visitor
 * opened it. Where it sits on screen is the stylesheet's job (cookie-banner.css), from the class
 * names. `onChoose` gets every CTA click, `onDismiss` an Escape (or the browser's own close request)
 * in the modal; their listeners go with destroy.
 */
export function createBannerView(onChoose: (allowed: boolean) => void, onDismiss: () => void): BannerView {
  const listeners = new AbortController();
  const on = { signal: listeners.signal };
  const text = element('div', 'cookie-banner__text');
  const cta = (kind: Kind): HTMLButtonElement => {
    const button = element('button', `cookie-banner__cta cookie-banner__cta--${kind}`);
    button.type = 'button';
    button.addEventListener('click', () => onChoose(kind === 'accept'), on);
    return button;
  };
  const refuse = cta('refuse');
  const accept = cta('accept');
  const actions = element('div', 'cookie-banner__actions', accept);
  const signalLine = element('p', 'cookie-banner__signal', document.createTextNode(COOKIE_BANNER_MESSAGES.signalHonoured));
  const banner = element('div', '', text, actions);
  banner.setAttribute('data-cookie-banner', '');
  const host = element('div', 'cookie-banner-host', banner);
  host.setAttribute(COOKIE_BANNER_HOST_ATTRIBUTE, '');
  /** The text last shown, so an update that keeps it keeps its nodes. */
  let shownText: string | undefined;
  let cameFrom: HTMLElement | null = null;
  /** The modal dialog the banner is in while the visitor has it open. */
  let dialog: HTMLDialogElement | null = null;

  /** The banner is the named region landmark, except in the modal, where the dialog carries the name. */
  const nameAsRegion = (named: boolean): void => {
    for (const [attribute, value] of [
      ['role', 'region'],
      ['aria-label', COOKIE_BANNER_MESSAGES.regionLabel],
    ] as const) {
      if (named) banner.setAttribute(attribute, value);
      else banner.removeAttribute(attribute);
    }
  };
  const setModal = (modal: boolean): void => {
    if (modal === Boolean(dialog)) return;
    if (modal) {
      const opened = (dialog = element('dialog', 'cookie-banner-dialog', banner));
      opened.setAttribute('aria-label', COOKIE_BANNER_MESSAGES.regionLabel);
      nameAsRegion(false);
      // Escape is taken on keydown, so the page's own Escape keys (the owner's login) leave it alone;
      // the browser's other close requests (a back gesture) close the dialog and come as 'close'.
      opened.addEventListener(
        'keydown',
        (event) => {
          if (event.key !== 'Escape' || event.defaultPrevented) return;
          event.preventDefault();
          onDismiss();
        },
        on,
      );
      opened.addEventListener('close', () => dialog === opened && onDismiss(), on);
      host.append(opened);
      // The top layer, the page inert behind it, focus on the dialog's first control.
      opened.showModal();
    } else {
      const closing = dialog as HTMLDialogElement;
      const focusWasInside = closing.contains(document.activeElement);
      dialog = null;
      closing.close();
      host.append(banner);
      closing.remove();
      nameAsRegion(true);
      if (focusWasInside) cameFrom?.focus({ preventScroll: true });
    }
  };
  nameAsRegion(true);
  host.addEventListener(
    'focusin',
    ({ relatedTarget: from }) => {
      if (!(from instanceof Node && host.contains(from))) cameFrom = from instanceof HTMLElement ? from : null;
    },
    on,
  );

  /** TEXT: a link-style button; BUTTON: a filled button; ICON: an icon button named by its label. */
  const renderCta = (button: HTMLButtonElement, kind: Kind, label: string, model: BannerModel, preview: boolean): void => {
    if (model.ctaVariant === 'ICON') {
      button.setAttribute('aria-label', label);
      button.title = label;
      button.replaceChildren(icon(kind));
    } else {
      button.removeAttribute('aria-label');
      button.removeAttribute('title');
      button.textContent = label;
    }
    if (preview) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
  };

  return {
    host,
    banner,
    render(model, { preview, modal, signalHonoured }) {
      banner.className = bannerClassNames(model, preview);
      if (model.text !== shownText) {
        // The site owner's HTML (cookieBannerText, site-runtime.md §3), as the allow-list sanitizer's
        // fresh nodes (docs/markup.md §6.22 and §8). Markup that sanitizes to nothing (only a script,
        // say) shows the default text, like an empty text.
        const content = sanitizeOwnerHtmlToFragment(model.text);
        text.replaceChildren(showsNothing(content) ? element('p', '', document.createTextNode(COOKIE_BANNER_MESSAGES.defaultText)) : content);
        shownText = model.text;
      }
      if (signalHonoured) text.after(signalLine);
      else signalLine.remove();
      renderCta(accept, 'accept', model.ctaText, model, preview);
      if (model.acceptType === 'OPT_IN_AND_OUT' || modal) {
        renderCta(refuse, 'refuse', model.optOutCtaText, model, preview);
        // Inserted only when missing: moving a focused button would drop its focus.
        if (refuse.parentNode !== actions) actions.prepend(refuse);
      } else refuse.remove();
    },
    setModal,
    focusCameFrom: () => cameFrom,
    destroy() {
      listeners.abort();
      host.remove();
      host.replaceChildren();
    },
  };
}
