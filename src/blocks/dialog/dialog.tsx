import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { Button } from '../controls/button';
import { useT } from '../i18n/use-t';
import * as styles from './dialog.css';
import { deepActiveElement, keepTabInside } from './focus-trap';

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
 * A modal dialog on the native element: it sits in the top layer, inside shadow
 * roots as well, keeps Tab inside, closes on Escape and on a click outside it,
 * and gives focus back to what opened it. Mounted means open.
 */
export function Dialog({ title, onClose, children, footer, width, role, className }: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;
  // A press that starts inside (selecting text, say) and ends outside is not a click outside.
  const pressedOutside = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    const opener = deepActiveElement();
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // The browser does not find its way back into a shadow root.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const style = width ? ({ '--jms-dialog-width': width } as CSSProperties) : undefined;
  return (
    <dialog
      ref={ref}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      style={style}
      role={role}
      aria-labelledby={titleId}
      onKeyDown={(event) => ref.current && keepTabInside(event.nativeEvent, ref.current)}
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
    </dialog>
  );
}
