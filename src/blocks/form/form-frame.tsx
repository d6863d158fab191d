import type { ReactNode, Ref } from 'react';
import * as styles from './form.css';

export interface FormFrameProps {
  /** The form's accessible name. */
  label?: string;
  onSubmit: () => void;
  /** The buttons, under the fields and aligned with their inputs. */
  actions: ReactNode;
  /** What follows the buttons (a tool's output). */
  footer?: ReactNode;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/** A form of the screen's own fields (not the server's metadata) in the forms' card: fields, buttons, and what follows them. */
export function FormFrame({ label, onSubmit, actions, footer, formRef, children }: FormFrameProps) {
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className={styles.actions}>{actions}</div>
      {footer}
    </form>
  );
}
