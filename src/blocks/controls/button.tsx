import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from '../icons/icon';
import type { IconName } from '../icons/icon-paths';
import * as styles from './controls.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof styles.button;
  size?: 'normal' | 'small';
  icon?: IconName;
  /** Shows a spinner and refuses clicks while an action runs. */
  loading?: boolean;
  children?: ReactNode;
}

/** The console's button; type "button" unless told otherwise. */
export function Button({ variant = 'default', size = 'normal', icon, loading = false, disabled, children, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [styles.button[variant], size === 'small' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon ? <Icon name={icon} /> : null}
      {children}
    </button>
  );
}
