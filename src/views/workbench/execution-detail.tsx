import { DetailSection } from '../../blocks/detail-page/detail-section';
import { TaskLogView } from '../../blocks/task-log/task-log-view';
import { formatDateTime } from '../../core/i18n/format';
import { detailScreen } from '../common/detail-screen';
import { EXECUTIONS_URL } from './ops-urls';

/** A job's run: what ran, how it went, and its log, live while it runs, whole once finished (the stream replays it). */
export default detailScreen(({ t }) => ({
  url: EXECUTIONS_URL,
  routeName: 'ExecutionDetail',
  // A run has no name of its own: its job's, and when it started.
  title: (execution) => `${String((execution['job'] as { name?: string } | null)?.name ?? '')} ${formatDateTime(execution['date_start'])}`.trim(),
  fields: ['job', 'job_type', 'material', 'is_finished', 'is_success', 'time_cost', 'date_start', 'date_finished', 'created_by'],
  infoExtra: (execution, reload) =>
    execution['task_id'] ? (
      <DetailSection title={t('taskLog.title')} wide>
        <TaskLogView taskId={String(execution['task_id'])} onEnd={execution['is_finished'] ? undefined : reload} />
      </DetailSection>
    ) : null,
}));
