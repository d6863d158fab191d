import { useT } from '../../blocks/i18n/use-t';
import { RelationCard } from '../../blocks/relation/relation-card';
import type { Row } from '../../blocks/resource/row';
import { toOption, type SelectOption } from '../../blocks/select/option';
import { http } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { STRATEGIES_URL, SYNC_TASKS_URL } from './cloud-urls';

/** The task's strategies ({id, name} each) as options. */
const strategiesOf = (task: Row): SelectOption[] =>
  (Array.isArray(task['strategy']) ? task['strategy'] : []).map((item) => toOption(item)).filter((option): option is SelectOption => Boolean(option));

/**
 * The strategies a sync task applies, bound and unbound on its page: the
 * task is saved with its whole new list of strategies, as the official page does.
 */
export function TaskStrategies({ task, canChange, onChanged }: { task: Row; canChange: boolean; onChanged: () => void }) {
  const t = useT();
  const bound = strategiesOf(task);
  const save = (ids: string[]) => http.patch(detailUrl(SYNC_TASKS_URL, task.id), { strategy: ids });
  return (
    <RelationCard
      title={t('cloud.group.strategy')}
      items={bound}
      source={{ url: STRATEGIES_URL }}
      disabled={!canChange}
      onAdd={(ids) => save([...new Set([...bound.map((item) => item.value), ...ids])])}
      onRemove={(strategy) => save(bound.map((item) => item.value).filter((id) => id !== strategy.value))}
      onChanged={onChanged}
    />
  );
}
