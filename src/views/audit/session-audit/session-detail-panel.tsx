import { useEffect, useId, useMemo, useRef } from 'react';
import { Button } from '../../../blocks/controls/button';
import { useT } from '../../../blocks/i18n/use-t';
import { ConfiguredDetail, INFO_TAB } from '../../common/detail-screen';
import { useDetailScreenEnv } from '../../common/detail-screen-env';
import type { SessionHooks } from './session-actions';
import * as styles from './session-audit.css';
import { sessionDetail } from './session-config';
import type { OpenedSession } from './use-session-audit';

/**
 * A session's detail in the element's own box, in the list's place: its
 * information, commands, file transfers and recording (loaded with the panel,
 * not with the list). Escape or the back button returns to the list; the page
 * around the element stays as it is.
 */
export function SessionDetailPanel({
  hooks,
  session,
  onClose,
  onOpenInConsole,
  onMonitor,
}: {
  hooks: SessionHooks;
  session: OpenedSession;
  onClose: () => void;
  onOpenInConsole: (row: OpenedSession['row']) => void;
  /** Absent when the user may not monitor sessions. */
  onMonitor: ((row: OpenedSession['row']) => void) | undefined;
}) {
  const t = useT();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const config = sessionDetail(useDetailScreenEnv(), hooks);
  // The tab asked for, else the first: not the one another page left in the cookie.
  const query = useMemo(() => new URLSearchParams({ activeTab: session.tab ?? INFO_TAB }), [session]);
  useEffect(() => heading.current?.focus(), [session]);
  return (
    <section
      className={styles.panel}
      aria-labelledby={titleId}
      part="detail"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.stopPropagation();
        onClose();
      }}
    >
      <header className={styles.panelHeader}>
        <Button size="small" icon="arrow-left" onClick={onClose}>
          {t('audit.backToList')}
        </Button>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.panelTitle}>
          {t('audit.sessionDetail')}
        </h2>
        {onMonitor && !session.row['is_finished'] && (
          <Button size="small" icon="online" className={styles.panelEnd} onClick={() => onMonitor(session.row)}>
            {t('audit.monitor')}
          </Button>
        )}
        <Button size="small" icon="external" className={onMonitor && !session.row['is_finished'] ? undefined : styles.panelEnd} onClick={() => onOpenInConsole(session.row)}>
          {t('audit.openInConsole')}
        </Button>
      </header>
      <ConfiguredDetail config={config} id={session.row.id} query={query} />
    </section>
  );
}
