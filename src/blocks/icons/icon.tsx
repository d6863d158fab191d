import { ICON_PATHS, type IconName } from './icon-paths';
import * as styles from './icon.css';

export interface IconProps {
  name: IconName;
  /** Pixels; the icon is square. */
  size?: number;
  className?: string;
  /** Only for icons that stand alone and say something; decorative icons stay hidden from screen readers. */
  label?: string;
}

/** One icon of the console's set, drawn in the current text color. */
export function Icon({ name, size = 16, className, label }: IconProps) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** Whether a string names an icon of the set (route tables name icons as plain strings). */
export function isIconName(name: string | undefined): name is IconName {
  return name !== undefined && name in ICON_PATHS;
}

export type { IconName };
