import { MESSAGES } from '../../texts/messages.ts';
import type { LightboxTheme } from './item.ts';

const TEXT = MESSAGES.lightbox;
let views = 0;

/** The lightbox's elements (lightbox.css lays them out). */
export interface LightboxView {
  readonly dialog: HTMLDialogElement;
  readonly stage: HTMLElement;
  readonly placeholder: HTMLImageElement;
  readonly image: HTMLImageElement;
  readonly caption: HTMLElement;
  readonly position: HTMLElement;
  readonly videoLink: HTMLAnchorElement;
  readonly previous: HTMLButtonElement;
  readonly next: HTMLButtonElement;
  readonly close: HTMLButtonElement;
  readonly captionToggle: HTMLButtonElement;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = `site-lightbox__${className}`;
  return created;
}

function button(className: string, label: string): HTMLButtonElement {
  const created = element('button', className);
  created.type = 'button';
  created.setAttribute('aria-label', label);
  return created;
}

/**
 * A `<dialog>` that fills the window and is itself the backdrop (a click on it, outside the image and
 * the controls, closes). Labelled `Galeria`; the item's position is announced politely. With a single
 * item there is no previous or next.
 */
export function createLightboxView(theme: LightboxTheme, count: number): LightboxView {
  const dialog = document.createElement('dialog');
  dialog.className = 'site-lightbox';
  dialog.dataset['theme'] = theme;
  dialog.setAttribute('aria-label', TEXT.label);
  dialog.tabIndex = -1;
  const stage = element('div', 'stage');
  const placeholder = element('img', 'placeholder');
  placeholder.alt = '';
  placeholder.setAttribute('aria-hidden', 'true');
  const image = element('img', 'image');
  image.decoding = 'async';
  image.draggable = false;
  stage.append(placeholder, image);
  const position = element('p', 'position');
  position.setAttribute('aria-live', 'polite');
  position.setAttribute('aria-atomic', 'true');
  const caption = element('p', 'caption');
  caption.id = `site-lightbox-caption-${++views}`;
  image.setAttribute('aria-describedby', caption.id);
  const videoLink = element('a', 'video-link');
  videoLink.textContent = TEXT.openVideo;
  const close = button('close', TEXT.close);
  const captionToggle = button('caption-toggle', TEXT.captionToggle);
  captionToggle.setAttribute('aria-pressed', 'true');
  captionToggle.setAttribute('aria-controls', caption.id);
  const previous = button('previous', TEXT.previous);
  const next = button('next', TEXT.next);
  previous.hidden = next.hidden = count < 2;
  dialog.append(stage, caption, videoLink, position, previous, next, captionToggle, close);
  return { dialog, stage, placeholder, image, caption, position, videoLink, previous, next, close, captionToggle };
}
