import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { LightTabs } from '../../blocks/detail-page/light-tabs';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { ActionButton } from '../../blocks/list-table/types';
import { TaskLogDialog } from '../../blocks/task-log/task-log-dialog';
import { LazyTree } from '../../blocks/tree/lazy-tree';
import { TreeBeside } from '../../blocks/tree/tree-beside';
import { http } from '../../core/http';
import { hasPermission } from '../../core/perms';
import { navigateTo, routeByName } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import type { ScreenProps } from '../types';
import { ASSETS_URL } from './assets-urls';
import { ASSET_KINDS, kindOf, type AssetKind } from './asset-kinds';
import { PlatformChooser } from './platform-chooser';
import { loadAssetTree, loadTypeTree, searchAssetTree } from './asset-tree-source';
import { AssetTrees, TYPE_KEYS, typeFilterOf } from './asset-trees';
import { withQuery } from '../common/route-query';
import { useNodeMenu } from './node-menu';
import { dragAssetRows, useNodeDrop } from './node-drop';

/** The category tabs in the official console's order. */
const TAB_ORDER = ['host', 'device', 'database', 'cloud', 'web', 'gpt', 'custom'];
const KINDS_IN_TAB_ORDER = TAB_ORDER.map((category) => ASSET_KINDS.find((kind) => kind.category === category)).filter((kind): kind is AssetKind => Boolean(kind));

/**
 * Every asset, in category tabs, with the node tree (or the type tree) beside:
 * choosing a node lists its subtree (?node=<id>; its own assets only with
 * ?show_current_asset=1), a type-tree entry its category, type or platform,
 * an asset opens it. A node's context menu changes the tree, and so do
 * nodes and assets (the tree's, or the list's rows) dragged onto a node. Assets are
 * created and changed per kind (host, database…), so create is a menu of kinds.
 */
export default function AssetList({ query }: ScreenProps) {
  const t = useT();
  const base = useId();
  const perms = useStore(sessionStore, (state) => state.perms);
  const [choosing, setChoosing] = useState<AssetKind | null>(null);
  const [testing, setTesting] = useState<{ name: string; task: string } | null>(null);
  const node = query.get('node') ?? undefined;
  const showCurrent = query.get('show_current_asset') === '1';
  const tab = KINDS_IN_TAB_ORDER.find((kind) => kind.category === query.get('activeTab'));
  const can = (perm: string) => hasPermission(perms, perm);
  const go = (changes: Record<string, string | undefined>) => navigateTo({ name: 'AssetList', query: withQuery(query, changes) });
  const nodeMenu = useNodeMenu({ showCurrent, onShowAssets: (chosen, onlyCurrent) => go({ node: chosen.id, show_current_asset: onlyCurrent ? '1' : undefined }) });
  const nodeDrop = useNodeDrop(nodeMenu.changed);

  const titleOf = (name: string) => {
    const title = routeByName(name)?.title;
    return title ? t(title) : name;
  };
  const create: ActionButton = {
    name: 'create',
    title: t('table.create'),
    icon: 'plus',
    has: can('assets.add_asset'),
    // A kind first, then its platform; the form starts with both (and the tree's node).
    dropdown: ASSET_KINDS.map((kind) => ({ name: kind.stem, title: titleOf(`${kind.stem}Create`), onClick: () => setChoosing(kind) })),
  };
  const onKindForm = (action: 'Update' | 'Create') => (row: Record<string, unknown> & { id: string }) => {
    const kind = kindOf(row);
    if (!kind) return;
    const platform = (row['platform'] as { id?: unknown } | undefined)?.id;
    if (action === 'Update') navigateTo({ name: `${kind.stem}Update`, params: { id: row.id } });
    else navigateTo({ name: `${kind.stem}Create`, query: { clone_from: row.id, ...(platform === undefined ? {} : { platform: String(platform) }) } });
  };
  const rowActions: ActionButton[] = [
    { name: 'update', title: t('table.update'), order: 10, has: can('assets.change_asset'), onClick: ({ row }) => row && onKindForm('Update')(row) },
    { name: 'duplicate', title: t('table.clone'), icon: 'clone', order: 30, has: can('assets.add_asset'), onClick: ({ row }) => row && onKindForm('Create')(row) },
    {
      name: 'test',
      title: t('assets.test'),
      icon: 'online',
      order: 40,
      has: can('assets.test_assetconnectivity'),
      // As the official console: only assets whose platform pings through ansible can be tested.
      can: ({ row }) => {
        const automation = row?.['auto_config'] as { ansible_enabled?: boolean; ping_enabled?: boolean } | undefined;
        return automation === undefined || Boolean(automation.ansible_enabled && automation.ping_enabled);
      },
      onClick: async ({ row }) => {
        if (!row) return;
        const { task } = await http.post<{ task: string }>(`${ASSETS_URL}${row.id}/tasks/`, { action: 'test' });
        setTesting({ name: String(row['name']), task });
      },
    },
  ];
  const activeSetter = (active: boolean): ActionButton => ({
    name: active ? 'activate' : 'disable',
    title: t(active ? 'assets.activateSelected' : 'assets.disableSelected'),
    icon: active ? 'check' : 'circle-x',
    has: can('assets.change_asset'),
    can: ({ selected }) => selected.length > 0,
    onClick: ({ selected }) =>
      http.patch(
        ASSETS_URL,
        selected.map((row) => ({ id: row.id, is_active: active })),
      ),
    done: { message: ({ selected }) => t(active ? 'assets.activated' : 'assets.disabled', { count: selected.length }), refresh: ASSETS_URL },
  });

  const typeFilter = typeFilterOf(query);
  const list = (
    <ListTable
      key={tab?.category ?? 'all'}
      url={tab?.url ?? ASSETS_URL}
      routeName="AssetList"
      routeQuery={query}
      name={`AssetList/${tab?.category ?? 'all'}`}
      perms={{ app: 'assets', resource: 'asset' }}
      query={{ ...(node ? { node_id: node, ...(showCurrent ? { show_current_asset: 1 } : {}) } : {}), ...typeFilter }}
      defaultColumns={['name', 'address', 'platform', 'connectivity', 'is_active']}
      minColumns={['name']}
      extraActions={[create]}
      toolbar={{ bulkUpdate: true }}
      bulkUpdate={{ fields: ['platform', 'nodes', 'domain', 'labels', 'is_active', 'comment'] }}
      bulkActions={[activeSetter(false), activeSetter(true)]}
      rowActions={{ extra: rowActions }}
    />
  );
  const nodeTree = (
    <LazyTree
      label={t('assets.nodeTree')}
      load={loadAssetTree}
      search={searchAssetTree}
      refreshable
      version={nodeMenu.version}
      menu={nodeMenu.menu}
      drop={nodeDrop}
      selectedId={node}
      onSelect={(chosen) =>
        chosen.isParent ? go({ node: chosen.id, ...Object.fromEntries(TYPE_KEYS.map((key) => [key, undefined])) }) : navigateTo({ name: 'AssetDetail', params: { id: chosen.id } })
      }
    />
  );
  return (
    <TreeBeside tree={<AssetTrees query={query} nodeTree={nodeTree} loadTypes={loadTypeTree} go={go} />}>
      {/* An asset is dragged onto a node of the tree by its name (with the other checked rows, when checked). */}
      <div onDragStart={dragAssetRows}>
        <LightTabs
          id={`${base}-categories`}
          label={t('assets.categories')}
          selected={tab?.category ?? 'all'}
          shown={new Set([tab?.category ?? 'all'])}
          onSelect={(category) => go({ activeTab: category === 'all' ? undefined : category })}
          tabs={[
            { name: 'all', title: t('assets.all'), panel: list },
            ...KINDS_IN_TAB_ORDER.map((kind) => ({ name: kind.category, title: t(`assets.category.${kind.category}`), panel: list })),
          ]}
        />
      </div>
      {nodeMenu.dialogs}
      {testing && <TaskLogDialog title={t('assets.testingAsset', { name: testing.name })} taskId={testing.task} onClose={() => setTesting(null)} />}
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
