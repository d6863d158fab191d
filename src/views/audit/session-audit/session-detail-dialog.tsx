import { useMemo } from 'react';
import { Dialog } from '../../../blocks/dialog/dialog';
import { useT } from '../../../blocks/i18n/use-t';
import { ConfiguredDetail, INFO_TAB, type DetailScreenConfig } from '../../common/detail-screen';
import * as styles from './session-audit.css';
import type { OpenedSession } from './use-session-audit';

/** A session's detail over the list: its information, commands, file transfers and recording. */
export function SessionDetailDialog({ config, session, onClose }: { config: DetailScreenConfig; session: OpenedSession; onClose: () => void }) {
  const t = useT();
  // The tab asked for, else the first: not the one another page left in the cookie.
  const query = useMemo(() => new URLSearchParams({ activeTab: session.tab ?? INFO_TAB }), [session]);
  return (
    <Dialog title={t('audit.sessionDetail')} width="1040px" className={styles.detail} onClose={onClose}>
      <ConfiguredDetail config={config} id={session.row.id} query={query} />
    </Dialog>
  );
}
