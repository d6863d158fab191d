import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useElementOptions, useOverlayLayer } from '../element-options/element-options';
import { deepActiveElement } from './focus-trap';
import { keepTabInside } from './tab-trap';
import * as styles from './modal-surface.css';

const FOCUSABLE =
  '[autofocus], a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A press on the contained backdrop reaches the dialog as a press outside its box, as a modal's backdrop does. */
function forwardToDialog(event: ReactMouseEvent<HTMLDivElement>): void {
  const dialog = event.currentTarget.nextElementSibling;
  if (!dialog) return;
  const Kind = event.nativeEvent instanceof PointerEvent ? PointerEvent : MouseEvent;
  dialog.dispatchEvent(new Kind(event.type, event.nativeEvent));
}

/**
 * The native `<dialog>` every popup of the console opens on. Over the
 * viewport (`showModal`, the top layer) on the console's own page and where
 * the page asks for it (`overlays="viewport"`); otherwise inside the element's
 * box, so it never covers the portal around it: a non-modal dialog with a
 * backdrop of its own, where Tab still goes round inside and Escape still
 * cancels. Mounted means open; closed, it gives the focus back to what had it.
 */
export function ModalSurface({ ref, onKeyDown, children, ...props }: ComponentProps<'dialog'>) {
  const layer = useOverlayLayer();
  const contained = useElementOptions().overlays === 'element' && layer !== null;
  const own = useRef<HTMLDialogElement | null>(null);
  // What had the focus as it opened, before it takes the focus.
  const [opener] = useState(deepActiveElement);

  useEffect(() => {
    const dialog = own.current;
    if (!dialog || dialog.open) return undefined;
    if (!contained) dialog.showModal();
    else {
      dialog.show();
      if (!dialog.contains(deepActiveElement())) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    return () => {
      dialog.close();
      // The browser does not find its way back into a shadow root.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [contained, opener]);

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown?.(event);
    keepTabInside(event.nativeEvent, event.currentTarget);
    // A modal dialog hears Escape from the browser; one in place is told, once (the innermost of nested ones).
    if (!contained || event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.currentTarget.dispatchEvent(new Event('cancel', { cancelable: true }));
  };

  const surface = (
    <>
      {contained && <div className={styles.backdrop} aria-hidden="true" onPointerDown={forwardToDialog} onClick={forwardToDialog} />}
      <dialog
        {...props}
        ref={(node) => {
          own.current = node;
          if (typeof ref === 'function') return ref(node);
          if (ref) ref.current = node;
          return undefined;
        }}
        data-contained={contained || undefined}
        onKeyDown={keyDown}
      >
        {children}
      </dialog>
    </>
  );
  // In the element's own layer: a dialog opened inside a positioned box of a screen still covers the whole element.
  return contained ? createPortal(surface, layer) : surface;
}
