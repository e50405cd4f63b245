import { EDIT_MODE_CLASS } from '../../shared/markers.ts';

/**
 * Whether the page is shown inside the editor: `<body class="is-editing-backend">` (docs/markup.md §5).
 * Visitor-only behaviour is off there: census and tracking (the consent engine allows none), the
 * cookie banner unless forced, the popup overlay and the redirect to the configuration panel.
 */
export function isEditMode(doc: Document = document): boolean {
  return doc.body?.classList.contains(EDIT_MODE_CLASS) ?? false;
}
