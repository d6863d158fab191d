import { useMemo } from 'react';
import { useData } from '../../blocks/data/use-data';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { ActionButton } from '../../blocks/list-table/types';
import { countKey } from '../../blocks/resource/cache-keys';
import type { Row } from '../../blocks/resource/row';
import { LazyTree } from '../../blocks/tree/lazy-tree';
import { TreeBeside } from '../../blocks/tree/tree-beside';
import { flatTreeLoader, type ZTreeNode } from '../../blocks/tree/ztree';
import { http } from '../../core/http';
import { withParams } from '../../core/resources/crud';
import { navigateTo } from '../../core/routes';
import { RELATED_LIST } from '../common/list-screen';
import { withQuery } from '../common/route-query';
import type { ScreenProps } from '../types';
import { GrantedAccounts } from './granted-accounts';
import { connectHref, FAVORITES_URL, MY_ASSETS_URL, MY_NODE_TREE_URL, myNodeAssetsUrl } from './my-assets-urls';

const loadNodes = flatTreeLoader(() => http.get<ZTreeNode[]>(MY_NODE_TREE_URL));

/** The ids of the assets the user starred; keyed as a count of the favourites, so a star given or taken reads it again. */
function useStarred(): ReadonlySet<string> | undefined {
  const { data } = useData(countKey(FAVORITES_URL, 'ids'), () => http.get<{ asset: string }[]>(FAVORITES_URL), { revalidateOnFocus: false });
  return useMemo(() => data && new Set(data.map((star) => star.asset)), [data]);
}

/** Star and unstar, as the official page's row toggle: one of the two shows, once the stars are known. */
function favoriteActions(t: ReturnType<typeof useT>, starred: ReadonlySet<string> | undefined): ActionButton[] {
  const isStarred = (row: Row | undefined) => Boolean(row && starred?.has(row.id));
  return [
    {
      name: 'favorite',
      title: t('workbench.favorite'),
      icon: 'features',
      has: ({ row }) => starred !== undefined && !isStarred(row),
      onClick: ({ row }) => row && http.post(FAVORITES_URL, { asset: row.id }),
      done: { message: t('workbench.favorited'), refresh: FAVORITES_URL },
    },
    {
      name: 'unfavorite',
      title: t('workbench.unfavorite'),
      icon: 'features',
      has: ({ row }) => isStarred(row),
      onClick: ({ row }) => row && http.delete(withParams(FAVORITES_URL, { asset: row.id })),
      done: { message: t('workbench.unfavorited'), refresh: FAVORITES_URL },
    },
  ];
}

/**
 * The assets granted to the signed-in user, with the granted node tree beside
 * (a node lists its own assets, ?node=), the accounts they may use, a star to
 * keep one among the favourites, and the web terminal a click away.
 */
export default function MyAssets({ query }: ScreenProps) {
  const t = useT();
  const starred = useStarred();
  const node = query.get('node') ?? undefined;
  return (
    <TreeBeside
      tree={
        <LazyTree
          label={t('assets.nodeTree')}
          load={loadNodes}
          refreshable
          selectedId={node}
          onSelect={(chosen) => navigateTo({ name: 'MyAssets', query: withQuery(query, { node: chosen.id }) })}
        />
      }
    >
      <ListTable
        {...RELATED_LIST}
        url={node ? myNodeAssetsUrl(node) : MY_ASSETS_URL}
        routeName="MyAssets"
        routeQuery={query}
        perms={{ app: 'perms', resource: 'myassets' }}
        columns={{
          granted_accounts: {
            label: t('workbench.accounts'),
            sortable: false,
            render: (row) => <GrantedAccounts url={`${MY_ASSETS_URL}${row.id}/accounts/`} asset={String(row['name'] ?? '')} />,
          },
        }}
        // The official page's but Active (a greyed Connect says it): the tree beside says the node; the picker adds the rest.
        defaultColumns={['name', 'address', 'platform', 'granted_accounts', 'connectivity']}
        minColumns={['name']}
        rowActions={{
          ...RELATED_LIST.rowActions,
          extra: [
            {
              name: 'connect',
              title: t('workbench.connect'),
              icon: 'terminal',
              variant: 'primary',
              // An asset switched off cannot be reached: the official page greys its Connect.
              can: ({ row }) => row?.['is_active'] !== false,
              onClick: ({ row }) => row && window.open(connectHref(row.id), '_blank', 'noopener'),
            },
            ...favoriteActions(t, starred),
          ],
        }}
      />
    </TreeBeside>
  );
}
