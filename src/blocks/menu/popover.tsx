import { type ButtonHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import { PopupSurface } from './popup-surface';
import type { PopupState } from './use-popup';

/** A button that opens a non-modal popover (a small panel of controls, such as the column picker). */
export function PopoverButton({ popup, onClick, children, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { popup: PopupState }) {
  return (
    <button
      type="button"
      {...rest}
      ref={(element) => {
        popup.buttonRef.current = element;
      }}
      aria-haspopup="dialog"
      aria-expanded={popup.open}
      onClick={(event) => {
        onClick?.(event);
        if (popup.open) popup.hide();
        else popup.show();
      }}
    >
      {children}
    </button>
  );
}

/** The panel: a dialog that takes focus when it opens; Escape or a press outside closes it. */
export function Popover({ popup, gutter, children, ...rest }: HTMLAttributes<HTMLDivElement> & { popup: PopupState; gutter?: number; children: ReactNode }) {
  return (
    <PopupSurface
      popup={popup}
      gutter={gutter}
      role="dialog"
      tabIndex={-1}
      {...rest}
      onShown={(panel) => (panel.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled]), [tabindex="0"]') ?? panel).focus()}
    >
      {children}
    </PopupSurface>
  );
}
