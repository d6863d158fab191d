import { useMemo } from 'react';
import { Dialog } from '../../../blocks/dialog/dialog';
import { useT } from '../../../blocks/i18n/use-t';
import { ConfiguredDetail, INFO_TAB } from '../../common/detail-screen';
import { useDetailScreenEnv } from '../../common/detail-screen-env';
import type { SessionHooks } from './session-actions';
import * as styles from './session-audit.css';
import { sessionDetail } from './session-config';
import type { OpenedSession } from './use-session-audit';

/**
 * A session's detail over the list: its information, commands, file transfers
 * and recording (loaded with the dialog, not with the list).
 */
export function SessionDetailDialog({ hooks, session, onClose }: { hooks: SessionHooks; session: OpenedSession; onClose: () => void }) {
  const t = useT();
  const config = sessionDetail(useDetailScreenEnv(), hooks);
  // The tab asked for, else the first: not the one another page left in the cookie.
  const query = useMemo(() => new URLSearchParams({ activeTab: session.tab ?? INFO_TAB }), [session]);
  return (
    <Dialog title={t('audit.sessionDetail')} width="1040px" className={styles.detail} onClose={onClose}>
      <ConfiguredDetail config={config} id={session.row.id} query={query} />
    </Dialog>
  );
}
