import type { KeyboardEvent, RefObject, TransitionEvent } from 'react';
import { dialogButtons, dialogRole, type DialogKind } from './kinds.ts';
import type { DialogOutcome, DialogSettings } from './options.ts';

/** A rendered dialog is shown or hiding; hidden means it is not rendered at all. */
export type VisiblePhase = 'shown' | 'hiding';

export interface DialogViewProps {
  readonly kind: DialogKind;
  readonly settings: DialogSettings;
  readonly phase: VisiblePhase;
  /** Unique per dialog: the ids of its title and message. */
  readonly idPrefix: string;
  readonly panelRef: RefObject<HTMLDivElement | null>;
  readonly primaryRef: RefObject<HTMLButtonElement | null>;
  onChoose(outcome: DialogOutcome): void;
  /** The panel's own fade-out transition ended. */
  onHideTransitionEnd(): void;
}

/**
 * The WAI-ARIA modal dialog pattern: an overlay (a click on it cancels) and the dialog, named by its
 * title and described by its message, both as text. Width and padding are CSSOM values (React's
 * style prop), which a strict CSP allows; everything else is in dialog.css.
 */
export function DialogView({ kind, settings, phase, idPrefix, panelRef, primaryRef, onChoose, onHideTransitionEnd }: DialogViewProps) {
  const titleId = `${idPrefix}-title`;
  const messageId = `${idPrefix}-message`;
  const buttons = dialogButtons(kind, settings.withReject);

  function onTransitionEnd(event: TransitionEvent<HTMLDivElement>): void {
    // Only the panel's own transition, not one bubbling from a button inside it.
    if (phase === 'hiding' && event.target === event.currentTarget) onHideTransitionEnd();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    // The dialog is modal: the page's own Escape handlers (owner login keys) must leave this one
    // alone. The focus trap, listening on the document, still sees it and cancels when allowed.
    if (event.key === 'Escape') event.preventDefault();
  }

  return (
    <div className="siteruntime-dialog" data-state={phase}>
      <div className="siteruntime-dialog__overlay" onClick={() => onChoose('cancel')} />
      <div
        ref={panelRef}
        className="siteruntime-dialog__panel"
        role={dialogRole(kind)}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
        style={{ width: `${settings.width}px`, padding: `${settings.padding}px` }}
        onKeyDown={onKeyDown}
        onTransitionEnd={onTransitionEnd}
      >
        <h2 className="siteruntime-dialog__title" id={titleId}>
          {settings.title}
        </h2>
        <p className="siteruntime-dialog__message" id={messageId}>
          {settings.message}
        </p>
        {buttons.length > 0 && (
          <div className="siteruntime-dialog__buttons">
            {buttons.map((button) => (
              <button
                key={button.outcome}
                ref={button.primary ? primaryRef : undefined}
                type="button"
                className={`siteruntime-dialog__button${button.primary ? ' siteruntime-dialog__button--primary' : ''}`}
                onClick={() => onChoose(button.outcome)}
              >
                {button.label}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
