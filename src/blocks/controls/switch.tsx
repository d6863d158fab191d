import type { InputHTMLAttributes } from 'react';
import * as styles from './switch.css';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'onChange' | 'checked' | 'value'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Refuses changes and says so while the change it made is being saved (it stays focusable: a disabled input would drop the focus). */
  busy?: boolean;
}

/** A switch (role="switch"): a flag that takes effect as it is set; named by its label or aria-label like any input. */
export function Switch({ checked, onChange, busy = false, disabled, className, ...rest }: SwitchProps) {
  return (
    <input
      {...rest}
      type="checkbox"
      role="switch"
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
      checked={checked}
      disabled={disabled}
      aria-busy={busy || undefined}
      onChange={(event) => {
        if (!busy) onChange(event.target.checked);
      }}
    />
  );
}
