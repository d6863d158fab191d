import { DetailTabs } from '../../blocks/detail-page/detail-tabs';
import { useT } from '../../blocks/i18n/use-t';
import { LazyTree } from '../../blocks/tree/lazy-tree';
import { TreeBeside } from '../../blocks/tree/tree-beside';
import { navigateTo } from '../../core/routes';
import { loadAssetTree } from '../assets/asset-tree-source';
import { useDetailScreenEnv } from '../common/detail-screen-env';
import type { ScreenProps } from '../types';
import { AccountTable } from './account-table';
import { VirtualAccountList } from './virtual-accounts';

/** The accounts with the asset tree beside, as the official page has it: a node lists its subtree's accounts (?node=), an asset its own (?asset_id=). */
function AccountsByTree({ query }: { query: URLSearchParams }) {
  const t = useT();
  const node = query.get('node') ?? undefined;
  // Not `asset`: that is a field the search bar filters by, which would show the id as a search tag.
  const asset = query.get('asset_id') ?? undefined;
  return (
    <TreeBeside
      tree={
        <LazyTree
          label={t('assets.nodeTree')}
          load={loadAssetTree}
          selectedId={asset ?? node}
          onSelect={(chosen) => navigateTo({ name: 'AssetAccountList', query: chosen.isParent ? { node: chosen.id } : { asset_id: chosen.id } })}
        />
      }
    >
      <AccountTable routeQuery={query} filter={asset ? { asset_id: asset } : node ? { node_id: node } : undefined} />
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
