import { useState } from 'react';
import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { ActionButton } from '../../blocks/list-table/types';
import { LazyTree } from '../../blocks/tree/lazy-tree';
import { TreeBeside } from '../../blocks/tree/tree-beside';
import { hasPermission } from '../../core/perms';
import { navigateTo, routeByName } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import type { ScreenProps } from '../types';
import { ASSETS_URL } from './assets-urls';
import { ASSET_KINDS, kindOf, type AssetKind } from './asset-kinds';
import { PlatformChooser } from './platform-chooser';
import { loadAssetTree } from './asset-tree-source';

/**
 * Every asset, with the node tree beside: choosing a node lists its subtree
 * (?node=<id>), choosing an asset opens it. Assets are created and changed
 * per kind (host, database…), so create is a menu of kinds.
 */
export default function AssetList({ query }: ScreenProps) {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  const [choosing, setChoosing] = useState<AssetKind | null>(null);
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
    // A kind first, then its platform; the form starts with both (and the tree's node).
    dropdown: ASSET_KINDS.map((kind) => ({ name: kind.stem, title: titleOf(`${kind.stem}Create`), onClick: () => setChoosing(kind) })),
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
    <TreeBeside
      tree={
        <LazyTree
          label={t('assets.nodeTree')}
          load={loadAssetTree}
          selectedId={node}
          onSelect={(chosen) => navigateTo(chosen.isParent ? { name: 'AssetList', query: { node: chosen.id } } : { name: 'AssetDetail', params: { id: chosen.id } })}
        />
      }
    >
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
      {choosing && (
        <PlatformChooser
          kind={choosing}
          title={titleOf(`${choosing.stem}Create`)}
          onClose={() => setChoosing(null)}
          onChoose={(platform) => {
            // The list stays mounted behind the form (tags view): its modal must go first.
            setChoosing(null);
            navigateTo({ name: `${choosing.stem}Create`, query: { platform, ...(node ? { node } : {}) } });
          }}
        />
      )}
    </TreeBeside>
  );
}
