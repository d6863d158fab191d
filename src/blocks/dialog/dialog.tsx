import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { Button } from '../controls/button';
import { useT } from '../i18n/use-t';
import * as styles from './dialog.css';
import { ModalSurface } from './modal-surface';

export interface DialogProps {
  title: ReactNode;
  /** Escape, a click outside, the close button, or the caller's own buttons. */
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** CSS width; 60% (80% on mobile) by default. */
  width?: string;
  /** Overrides the dialog's role, e.g. alertdialog for confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** Whether a pointer event on the dialog element fell on its backdrop, outside its box. */
function onBackdrop(event: { target: EventTarget | null; currentTarget: HTMLDialogElement; clientX: number; clientY: number }): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * A modal dialog (ModalSurface: over the viewport or inside the element's box)
 * that closes on Escape and on a click outside it. Mounted means open.
 */
export function Dialog({ title, onClose, children, footer, width, role, className }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  // A press that starts inside (selecting text, say) and ends outside is not a click outside.
  const pressedOutside = useRef(false);

  const style = width ? ({ '--jms-dialog-width': width } as CSSProperties) : undefined;
  return (
    <ModalSurface
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      style={style}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onPointerDown={(event) => {
        pressedOutside.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedOutside.current && onBackdrop(event)) close.current();
        pressedOutside.current = false;
      }}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <Button variant="icon" icon="close" aria-label={t('common.close')} onClick={() => close.current()} />
      </div>
      <div className={styles.body}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </ModalSurface>
  );
}
