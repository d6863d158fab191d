import { DetailTabs } from '../../blocks/detail-page/detail-tabs';
import { useT } from '../../blocks/i18n/use-t';
import { LazyTree } from '../../blocks/tree/lazy-tree';
import { TreeBeside } from '../../blocks/tree/tree-beside';
import { navigateTo } from '../../core/routes';
import { loadAccountTypeTree, loadAssetTree } from '../assets/asset-tree-source';
import { AssetTrees, TYPE_KEYS, typeFilterOf } from '../assets/asset-trees';
import { withQuery } from '../common/route-query';
import { useDetailScreenEnv } from '../common/detail-screen-env';
import type { ScreenProps } from '../types';
import { AccountTable } from './account-table';
import { VirtualAccountList } from './virtual-accounts';

/**
 * The accounts with the asset tree (or the type tree) beside, as the official
 * page has it: a node lists its subtree's accounts (?node=), an asset its own
 * (?asset_id=), a type-tree entry those on its category, type or platform.
 */
function AccountsByTree({ query }: { query: URLSearchParams }) {
  const t = useT();
  const node = query.get('node') ?? undefined;
  // Not `asset`: that is a field the search bar filters by, which would show the id as a search tag.
  const asset = query.get('asset_id') ?? undefined;
  const go = (changes: Record<string, string | undefined>) => navigateTo({ name: 'AssetAccountList', query: withQuery(query, changes) });
  const nodeTree = (
    <LazyTree
      label={t('assets.nodeTree')}
      load={loadAssetTree}
      selectedId={asset ?? node}
      onSelect={(chosen) =>
        go({
          ...Object.fromEntries(TYPE_KEYS.map((key) => [key, undefined])),
          ...(chosen.isParent ? { node: chosen.id, asset_id: undefined } : { asset_id: chosen.id, node: undefined }),
        })
      }
    />
  );
  const filter = asset ? { asset_id: asset } : node ? { node_id: node } : typeFilterOf(query);
  return (
    <TreeBeside tree={<AssetTrees query={query} nodeTree={nodeTree} loadTypes={loadAccountTypeTree} go={go} />}>
      <AccountTable routeQuery={query} filter={Object.keys(filter).length ? filter : undefined} />
    </TreeBeside>
  );
}

/**
 * Every asset's accounts: made, changed, tested and their secrets read (after
 * a fresh confirmation) here; beside them the virtual accounts (lina's tabs).
 */
export default function AccountList({ query }: ScreenProps) {
  const t = useT();
  const { can } = useDetailScreenEnv();
  return (
    <DetailTabs
      query={query}
      tabs={[
        { name: 'AccountList', title: t('accounts.generalAccounts'), render: () => <AccountsByTree query={query} /> },
        ...(can('accounts.view_virtualaccount') ? [{ name: 'VirtualAccountList', title: t('accounts.virtualAccounts'), render: () => <VirtualAccountList /> }] : []),
      ]}
    />
  );
}
