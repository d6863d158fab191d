import { useState } from 'react';
import { Button } from '../../blocks/controls/button';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { useRouteLinks } from '../../blocks/route-links/route-links';
import { RemoteSelect } from '../../blocks/select/remote-select';
import type { SelectOption } from '../../blocks/select/option';
import { TaskLogView } from '../../blocks/task-log/task-log-view';
import { http, type Page } from '../../core/http';
import type { ScreenProps } from '../types';
import { ADHOCS_URL, EXECUTIONS_URL, JOBS_URL } from './ops-urls';
import { AssetPicker } from './asset-picker';
import { SaveCommandDialog } from './save-command-dialog';
import * as styles from './workbench.css';

interface Run {
  taskId: string;
  jobId: string;
}

interface Outcome {
  id: string;
  is_success: boolean;
}

/**
 * A command run once on chosen assets (a job saved with `instant`), its output
 * read live from the task-log stream; a saved ad hoc command fills the form.
 */
export default function QuickJob(_: ScreenProps) {
  const t = useT();
  const links = useRouteLinks();
  const [saved, setSaved] = useState<SelectOption | null>(null);
  const [command, setCommand] = useState<Record<string, unknown>>({});
  const [run, setRun] = useState<Run | null>(null);
  const [following, setFollowing] = useState(true);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [saving, setSaving] = useState<{ args: string; module: string } | null>(null);

  const open = async (option: SelectOption | null) => {
    setSaved(option);
    if (!option) return;
    const adhoc = await http.get<{ args: string; module: { value: string } | string }>(`${ADHOCS_URL}${option.value}/`);
    setCommand({ args: adhoc.args, module: typeof adhoc.module === 'string' ? adhoc.module : adhoc.module.value });
  };
  const started = (job: Record<string, unknown>) => {
    setOutcome(null);
    setFollowing(true);
    setRun({ taskId: String(job['task_id']), jobId: String(job['id']) });
  };
  const ended = async (jobId: string) => {
    const page = await http.get<Page<Outcome>>(EXECUTIONS_URL, { params: { job_id: jobId, limit: 1 } });
    setOutcome(page.results[0] ?? null);
  };

  return (
    <div className={styles.page}>
      <DetailSection title={t('jobs.savedCommand')} padded>
        <div className={styles.grow}>
          <RemoteSelect
            source={{ url: ADHOCS_URL }}
            value={saved}
            onChange={(option) => void open(option).catch(() => undefined)}
            ariaLabel={t('jobs.savedCommand')}
            placeholder={t('jobs.savedCommandHint')}
          />
        </div>
      </DetailSection>
      <DetailSection title={t('jobs.quickJob')}>
        <ResourceForm
          key={JSON.stringify(command)}
          url={JOBS_URL}
          initial={{ module: 'shell', timeout: -1, runas_policy: 'skip', ...command }}
          groups={[{ fields: ['assets', 'runas', 'runas_policy', 'chdir', 'module', 'timeout', 'args'] }]}
          overrides={{
            assets: {
              required: true,
              helpText: t('jobs.assetsHelp'),
              render: ({ id, value, onChange, describedBy }) => <AssetPicker id={id} value={value} onChange={onChange} describedBy={describedBy} />,
            },
            runas: { helpText: t('jobs.runasHelp') },
            runas_policy: { widget: 'radio' },
            chdir: { helpText: t('jobs.chdirHelp') },
            timeout: { helpText: t('jobs.timeoutHelp') },
            args: { label: t('jobs.command'), widget: 'textarea', required: true },
          }}
          transformBody={(body) => ({ ...body, type: 'adhoc', instant: true, is_periodic: false })}
          hasSaveContinue={false}
          hasReset={false}
          submitText={t('jobs.run')}
          successText={t('jobs.started')}
          keepValues
          onSuccess={started}
          extraActions={(body) => (
            <Button onClick={() => setSaving({ args: String(body()['args'] ?? ''), module: String(body()['module'] ?? 'shell') })}>{t('jobs.saveCommand')}</Button>
          )}
        />
      </DetailSection>
      {saving && <SaveCommandDialog command={saving} onClose={() => setSaving(null)} />}
      {run && (
        <DetailSection
          title={t('jobs.output')}
          wide
          actions={
            <>
              {outcome && <a href={links.hrefFor({ name: 'ExecutionDetail', params: { id: outcome.id } })}>{outcome.is_success ? t('jobs.succeeded') : t('jobs.failed')}</a>}
              <Button icon="circle-x" disabled={!following || outcome !== null} onClick={() => setFollowing(false)}>
                {t('jobs.stop')}
              </Button>
            </>
          }
        >
          <TaskLogView taskId={run.taskId} follow={following} onEnd={() => void ended(run.jobId).catch(() => undefined)} />
        </DetailSection>
      )}
    </div>
  );
}
