import { useState } from 'react';
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
 * tree), each counting the commands the list's range, search and filters
 * select; choosing one lists its commands (?command_storage_id=).
 */
export function CommandList({ query }: ScreenProps) {
  const t = useT();
  const storage = query.get('command_storage_id') ?? undefined;
  // What the list selects (its search and filters, its range or the list's own default) is what the storages count.
  const [fallback] = useState(defaultRange);
  const filters = withQuery(query, { command_storage_id: undefined });
  const counted = new URLSearchParams({ date_from: fallback.from.toISOString(), date_to: fallback.to.toISOString(), ...filters, real: '1' }).toString();
  return (
    <TreeBeside
      tree={
        // Keyed by what it counts: a kept screen whose search or filters change counts again.
        <LazyTree
          key={counted}
          label={t('audit.commandStorages')}
          load={flatTreeLoader(() => http.get<ZTreeNode[]>(`${COMMAND_STORAGE_TREE_URL}?${counted}`))}
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
