import type { DragEvent } from 'react';
import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { refreshResource } from '../../blocks/resource/resource-cache';
import type { TreeDrop, TreeNode } from '../../blocks/tree/tree-types';
import type { ZTreeNode } from '../../blocks/tree/ztree';
import { ROOT_ORG_ID } from '../../core/constants';
import { feedback, http } from '../../core/http';
import { hasPermission } from '../../core/perms';
import { sessionStore } from '../../core/session/store';
import { ASSETS_URL, NODES_URL } from './assets-urls';

/** The assets a list's rows carry while dragged: `[{id, name}]` as JSON. */
export const ASSETS_DRAG_TYPE = 'application/x-jms-assets';

interface DraggedAsset {
  id: string;
  name: string;
}

/** A node's key ("1:3:5"), from the tree's data. */
export const keyOf = (node: TreeNode<unknown>) => (node.data as ZTreeNode | undefined)?.meta?.data?.['key'] as string | undefined;
export const isNode = (node: TreeNode<unknown>) => (node.data as ZTreeNode | undefined)?.meta?.type === 'node';
export const nameOf = (node: TreeNode<unknown>) => String((node.data as ZTreeNode | undefined)?.meta?.data?.['value'] ?? node.label);

/**
 * Why a node may not move under the target (keys "1:3:5"): it is the node
 * itself, one of its own children, or the parent it is already under; or the
 * node is its organization's root. JumpServer checks none of it and would
 * break its tree.
 */
export function nodeMoveRefused(key: string, targetKey: string): boolean {
  return !key.includes(':') || targetKey === key || targetKey.startsWith(`${key}:`) || key.slice(0, key.lastIndexOf(':')) === targetKey;
}

/**
 * Starts dragging the asset rows of a list: the row whose name is dragged,
 * or every checked row when it is one of them. Set on an element around the
 * list (the rows' own drag is their name's link).
 */
export function dragAssetRows(event: DragEvent) {
  const row = (event.target as Element).closest?.('tr[data-row-id]');
  const body = row?.parentElement;
  if (!row || !body) return;
  const checked = (line: Element) => Boolean(line.querySelector('input[type=checkbox]:checked'));
  const rows = checked(row) ? [...body.querySelectorAll('tr[data-row-id]')].filter(checked) : [row];
  const assets: DraggedAsset[] = rows.map((line) => ({ id: line.getAttribute('data-row-id') ?? '', name: line.querySelector('a')?.textContent ?? '' }));
  event.dataTransfer.setData(ASSETS_DRAG_TYPE, JSON.stringify(assets));
  event.dataTransfer.effectAllowed = 'move';
}

function draggedAssets(data: DataTransfer): DraggedAsset[] {
  try {
    const assets: unknown = JSON.parse(data.getData(ASSETS_DRAG_TYPE));
    return Array.isArray(assets) ? assets.filter((asset): asset is DraggedAsset => typeof (asset as DraggedAsset | null)?.id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The node tree's drag and drop, each drop confirmed first as the official
 * console's: a node onto another moves it there with its subtree
 * (`PUT nodes/<target>/children/add/`); assets, the tree's own leaves or rows
 * of the list, onto a node move into it, out of every other node
 * (`PUT nodes/<target>/assets/replace/`). `changed` says so and reloads the tree.
 */
export function useNodeDrop(changed: (message: string) => void): TreeDrop<unknown> {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  const rootOrg = useStore(sessionStore, (state) => state.currentOrg?.id === ROOT_ORG_ID || state.currentOrg?.is_root === true);
  const can = (perm: string) => !rootOrg && hasPermission(perms, perm);

  const moveAssets = (target: TreeNode<unknown>, assets: DraggedAsset[]) => {
    const name = nameOf(target);
    return feedback()
      .ask({
        title: t('assets.nodeDrop.moveAssets'),
        message: t('assets.nodeDrop.moveAssetsMessage', { count: assets.length, asset: assets[0]?.name ?? '', name }),
        confirmLabel: t('assets.nodeAssets.replace'),
        onConfirm: async () => {
          await http.put(`${NODES_URL}${target.id}/assets/replace/`, { assets: assets.map((asset) => asset.id) });
          void refreshResource(ASSETS_URL);
          changed(t('assets.nodeAssets.replaceDone', { count: assets.length, name }));
        },
      })
      .catch(() => undefined);
  };
  const moveNode = (node: TreeNode<unknown>, target: TreeNode<unknown>) =>
    feedback()
      .ask({
        title: t('assets.nodeDrop.moveNode'),
        message: t('assets.nodeDrop.moveNodeMessage', { node: nameOf(node), name: nameOf(target) }),
        confirmLabel: t('assets.nodeAssets.replace'),
        onConfirm: async () => {
          await http.put(`${NODES_URL}${target.id}/children/add/`, { nodes: [node.id] });
          void refreshResource(ASSETS_URL);
          changed(t('assets.nodeDrop.movedNode', { node: nameOf(node), name: nameOf(target) }));
        },
      })
      .catch(() => undefined);

  return {
    canDrag: (node) => (isNode(node) ? can('assets.change_node') && Boolean(keyOf(node)?.includes(':')) : can('assets.change_assetnodes')),
    types: [ASSETS_DRAG_TYPE],
    accepts: (target, dragged) => {
      if (!isNode(target)) return false;
      if (!dragged || !isNode(dragged)) return can('assets.change_assetnodes');
      const [key, targetKey] = [keyOf(dragged), keyOf(target)];
      return can('assets.change_node') && Boolean(key && targetKey) && !nodeMoveRefused(key as string, targetKey as string);
    },
    onDrop: (target, dropped) => {
      if ('data' in dropped) {
        const assets = draggedAssets(dropped.data);
        if (assets.length) void moveAssets(target, assets);
      } else if (isNode(dropped.node)) void moveNode(dropped.node, target);
      else void moveAssets(target, [{ id: dropped.node.id, name: dropped.node.label }]);
    },
  };
}
