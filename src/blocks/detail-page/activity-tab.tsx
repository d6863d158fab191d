import { useState } from 'react';
import { useData } from '../data/use-data';
import { ACTIVITY_LIMIT } from '../../core/constants';
import { formatDateTime } from '../../core/i18n';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { Dialog } from '../dialog/dialog';
import { useT } from '../i18n/use-t';
import { loadActivities, type Activity } from './activity';
import { OperationDiff } from './diff-table';
import * as styles from './activity.css';
import { DetailSection } from './detail-section';

/** The object's recent activity: the last 30 items; operations open their diff. */
export function ActivityTab({ resourceId }: { resourceId: string }) {
  const t = useT();
  const activities = useData(['activities', resourceId], () => loadActivities(resourceId), { revalidateOnFocus: false });
  const [diffOf, setDiffOf] = useState<Activity | null>(null);
  return (
    <DetailSection title={t('detail.lastActivities', { count: ACTIVITY_LIMIT })}>
      {activities.error ? (
        <div className={controls.state} role="alert">
          {t('detail.activityFailed')}
          <Button icon="refresh" onClick={() => void activities.mutate()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : !activities.data ? (
        <div className={controls.state} aria-busy="true">
          <span className={controls.skeleton} style={{ width: '70%' }} />
          <span className={controls.skeleton} style={{ width: '55%' }} />
        </div>
      ) : activities.data.length === 0 ? (
        <div className={controls.state}>{t('detail.noActivity')}</div>
      ) : (
        <ol className={styles.timeline}>
          {activities.data.map((activity) => (
            <li key={activity.id} className={styles.event}>
              <span className={styles.eventTime}>{formatDateTime(activity.timestamp) || activity.timestamp}</span>
              <span>{activity.content}</span>
              {activity.type === 'O' && activity.detailUrl ? (
                <Button size="small" variant="text" onClick={() => setDiffOf(activity)}>
                  {t('detail.showChanges')}
                </Button>
              ) : activity.detailUrl && /^\/(ui|core)\//.test(activity.detailUrl) ? (
                <a className={`${controls.button.text} ${controls.small}`} href={activity.detailUrl} target="_blank" rel="noopener noreferrer">
                  {t('detail.openDetail')}
                </a>
              ) : (
                <span />
              )}
            </li>
          ))}
        </ol>
      )}
      {diffOf && <DiffDialog activity={diffOf} onClose={() => setDiffOf(null)} />}
    </DetailSection>
  );
}

function DiffDialog({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog title={activity.content || t('detail.changes')} onClose={onClose} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <OperationDiff url={activity.detailUrl} />
    </Dialog>
  );
}
