import { useEffect, useRef, type ReactNode } from 'react';
import * as styles from './task-log.css';

/**
 * Output as a terminal shows it (a task's log, a tool's output): kept scrolled
 * to its end as it grows, unless the reader scrolled up to read, and while
 * `following` whatever the reader did.
 */
export function LogOutput({ text, label, following }: { text: string; label: string; following: boolean }) {
  const log = useRef<HTMLPreElement>(null);
  const follow = useRef(following);
  follow.current = following;
  useEffect(() => {
    const element = log.current;
    if (!element) return;
    const nearEnd = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
    if (nearEnd || follow.current) element.scrollTop = element.scrollHeight;
  }, [text]);
  return (
    <pre ref={log} className={styles.log} role="log" aria-label={label} tabIndex={0}>
      {text}
    </pre>
  );
}

/** Output under a line that says how its run is going (and, beside it, a link to more). */
export function LogPanel({ status, aside, ...output }: { status: string; aside?: ReactNode; text: string; label: string; following: boolean }) {
  return (
    <div className={styles.wrapper}>
      <div className={styles.status}>
        <span role="status">{status}</span>
        {aside}
      </div>
      <LogOutput {...output} />
    </div>
  );
}
