import { useMemo, useState } from 'react';
import { defaultRange } from '../../blocks/date-range/date-range-values';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import { LazyTree } from '../../blocks/tree/lazy-tree';
import { TreeBeside } from '../../blocks/tree/tree-beside';
import { flatTreeLoader, type ZTreeNode } from '../../blocks/tree/ztree';
import { http } from '../../core/http';
import { navigateTo } from '../../core/routes';
import { withQuery } from '../common/route-query';
import type { ScreenProps } from '../types';
import { COMMAND_LIST } from './audit-lists';
import { COMMAND_STORAGE_TREE_URL } from './audit-urls';

/** The storage tree's root: choosing it lists every storage's commands. */
const ROOT = 'root';

/**
 * The command records with the command storages beside (the official page's
 * tree), each counting the commands of the list's date range; choosing one
 * lists its commands (?command_storage_id=).
 */
export function CommandList({ query }: ScreenProps) {
  const t = useT();
  const storage = query.get('command_storage_id') ?? undefined;
  // The list's range when the route names one, else the list's own default.
  const [fallback] = useState(defaultRange);
  const from = query.get('date_from') ?? fallback.from.toISOString();
  const to = query.get('date_to') ?? fallback.to.toISOString();
  const load = useMemo(() => flatTreeLoader(() => http.get<ZTreeNode[]>(COMMAND_STORAGE_TREE_URL, { params: { real: 1, date_from: from, date_to: to } })), [from, to]);
  return (
    <TreeBeside
      tree={
        <LazyTree
          label={t('audit.commandStorages')}
          load={load}
          refreshable
          selectedId={storage ?? ROOT}
          onSelect={(chosen) => navigateTo({ name: 'CommandList', query: withQuery(query, { command_storage_id: chosen.id === ROOT ? undefined : chosen.id }) })}
        />
      }
    >
      <ListTable {...COMMAND_LIST} routeQuery={query} query={storage ? { command_storage_id: storage } : undefined} />
    </TreeBeside>
  );
}
