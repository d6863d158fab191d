import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { ActionButton } from '../../blocks/list-table/types';
import { LazyTree } from '../../blocks/tree/lazy-tree';
import { hasPermission } from '../../core/perms';
import { navigateTo, routeByName } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import type { ScreenProps } from '../types';
import * as styles from './asset-list.css';
import { ASSET_KINDS, ASSETS_URL, kindOf } from './assets-urls';
import { loadAssetTree } from './asset-tree-source';

/**
 * Every asset, with the node tree beside: choosing a node lists its subtree
 * (?node=<id>), choosing an asset opens it. Assets are created and changed
 * per kind (host, database…), so create is a menu of kinds.
 */
export default function AssetList({ query }: ScreenProps) {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  const node = query.get('node') ?? undefined;
  const titleOf = (name: string) => {
    const title = routeByName(name)?.title;
    return title ? t(title) : name;
  };
  const create: ActionButton = {
    name: 'create',
    title: t('table.create'),
    icon: 'plus',
    has: hasPermission(perms, 'assets.add_asset'),
    dropdown: ASSET_KINDS.map(({ stem }) => ({
      name: stem,
      title: titleOf(`${stem}Create`),
      onClick: () => navigateTo({ name: `${stem}Create`, query: node ? { node } : {} }),
    })),
  };
  const update: ActionButton = {
    name: 'update',
    title: t('table.update'),
    order: 10,
    has: hasPermission(perms, 'assets.change_asset'),
    onClick: ({ row }) => {
      const kind = row && kindOf(row);
      if (kind && row) navigateTo({ name: `${kind.stem}Update`, params: { id: row.id } });
    },
  };
  return (
    <div className={styles.layout}>
      <div className={styles.treePanel}>
        <LazyTree
          label={t('assets.nodeTree')}
          load={loadAssetTree}
          selectedId={node}
          onSelect={(chosen) => navigateTo(chosen.isParent ? { name: 'AssetList', query: { node: chosen.id } } : { name: 'AssetDetail', params: { id: chosen.id } })}
        />
      </div>
      <ListTable
        url={ASSETS_URL}
        routeName="AssetList"
        routeQuery={query}
        query={node ? { node_id: node } : undefined}
        defaultColumns={['name', 'address', 'platform', 'nodes_display', 'connectivity', 'labels', 'is_active']}
        minColumns={['name']}
        extraActions={[create]}
        rowActions={{ extra: [update] }}
      />
    </div>
  );
}
