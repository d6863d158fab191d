import { textLink } from '../../blocks/controls/controls.css';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { Row } from '../../blocks/resource/row';
import { LazyTree } from '../../blocks/tree/lazy-tree';
import { TreeBeside } from '../../blocks/tree/tree-beside';
import { hrefFor, navigateTo } from '../../core/routes';
import { loadAssetTree, searchAssetTree } from '../assets/asset-tree-source';
import type { ScreenProps } from '../types';
import { LIST } from './asset-permission-table';

/** Each count links to the detail's tab that lists what it counts, as the official console's do. */
const COUNT_TABS = { users_amount: 'users', user_groups_amount: 'users', assets_amount: 'assets', nodes_amount: 'assets' } as const;

/**
 * Who may reach which assets, with which accounts and actions; the asset tree
 * beside narrows them to the permissions that name a node (?node=) or an asset
 * (?asset=). Selected permissions are updated together.
 */
function AssetPermissionList({ query }: ScreenProps) {
  const t = useT();
  const node = query.get('node') ?? undefined;
  const asset = query.get('asset') ?? undefined;
  const columns = Object.fromEntries(
    Object.entries(COUNT_TABS).map(([field, tab]) => [
      field,
      {
        render: (row: Row) => (
          <a className={textLink} href={hrefFor({ name: 'AssetPermissionDetail', params: { id: row.id }, query: { activeTab: tab } })}>
            {String(row[field] ?? 0)}
          </a>
        ),
      },
    ]),
  );
  return (
    <TreeBeside
      tree={
        <LazyTree
          label={t('assets.nodeTree')}
          load={loadAssetTree}
          search={searchAssetTree}
          refreshable
          selectedId={node ?? asset}
          onSelect={(chosen) => navigateTo({ name: 'AssetPermissionList', query: chosen.isParent ? { node: chosen.id } : { asset: chosen.id } })}
        />
      }
    >
      <ListTable {...LIST} routeQuery={query} query={node ? { node_id: node } : asset ? { asset_id: asset } : undefined} columns={columns} />
    </TreeBeside>
  );
}

export default AssetPermissionList;
