import { ICON_PATHS, type IconName } from './icon-paths';
import * as styles from './icon.css';

export interface IconProps {
  name: IconName;
  /** Said to screen readers; without it the icon is decoration. */
  label?: string;
  className?: string;
}

/** An icon of the console's set, in the current text color. */
export function Icon({ name, label, className }: IconProps) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      viewBox="0 0 24 24"
      focusable="false"
      aria-hidden={label ? undefined : true}
      role={label ? 'img' : undefined}
      aria-label={label}
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
