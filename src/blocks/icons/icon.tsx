import { createContext, useContext } from 'react';
import { ICON_PATHS, type IconName } from './icon-paths';
import * as styles from './icon.css';

/** The icons that can be drawn: the blocks' set, and the console's whole set inside the console (CONSOLE_ICON_SET). */
export const IconSetContext = createContext<Readonly<Partial<Record<IconName, readonly string[]>>>>(ICON_PATHS);

export interface IconProps {
  name: IconName;
  /** Pixels; the icon is square. */
  size?: number;
  className?: string;
  /** Only for icons that stand alone and say something; decorative icons stay hidden from screen readers. */
  label?: string;
}

/** One icon, drawn in the current text color. */
export function Icon({ name, size = 16, className, label }: IconProps) {
  const paths = useContext(IconSetContext)[name] ?? [];
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
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export type { IconName };
