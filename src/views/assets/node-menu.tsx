import { useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { DetailItems } from '../../blocks/detail-page/detail-card';
import { Dialog } from '../../blocks/dialog/dialog';
import { NameDialog } from '../../blocks/dialog/name-dialog';
import { useT } from '../../blocks/i18n/use-t';
import { TaskLogDialog } from '../../blocks/task-log/task-log-dialog';
import type { TreeMenuItem, TreeNode } from '../../blocks/tree/tree-types';
import { MESSAGE_FLASH_MS, ROOT_ORG_ID } from '../../core/constants';
import { feedback, http } from '../../core/http';
import { hasPermission } from '../../core/perms';
import { sessionStore } from '../../core/session/store';
import { NODES_URL } from './assets-urls';
import { NodeAssetsDialog, type NodeAssetsOperation } from './node-assets-dialog';
import { isNode, keyOf, nameOf } from './node-drop';
import { NodeMoveDialog } from './node-move-dialog';

interface NodeRow {
  id: string;
  key: string;
  value: string;
  full_value: string;
}

/** What the screen does with the node's assets: only those directly in it, or its whole subtree. */
export interface NodeMenuOptions {
  showCurrent: boolean;
  onShowAssets: (node: TreeNode<unknown>, onlyCurrent: boolean) => void;
}

type Open =
  | { kind: 'create' | 'rename'; node: TreeNode<unknown> }
  | { kind: 'assets'; operation: NodeAssetsOperation; node: TreeNode<unknown> }
  | { kind: 'move'; node: TreeNode<unknown>; key: string }
  | { kind: 'info'; node: NodeRow }
  | { kind: 'task'; title: string; task: string };

/** The entries that change which assets are in the node, in the official console's order, with their icons. */
const ASSET_OPERATIONS = [
  { operation: 'add', icon: 'clone' },
  { operation: 'replace', icon: 'external' },
  { operation: 'remove', icon: 'circle-x' },
] as const;

/**
 * The node tree's context menu, as the official console's: create, rename and
 * delete a node, and move it under another (the keyboard's drag); add assets to it, move them into it or remove them from it;
 * test or refresh the hardware of the assets under it; list
 * only its own assets or its whole subtree's; count the assets again; show
 * the node's ids. Each entry shows for those allowed, and none in the global
 * organization, which takes no writes. `version` grows when nodes changed;
 * `changed` says what changed and makes it grow.
 */
export function useNodeMenu({ showCurrent, onShowAssets }: NodeMenuOptions) {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  const rootOrg = useStore(sessionStore, (state) => state.currentOrg?.id === ROOT_ORG_ID || state.currentOrg?.is_root === true);
  const [open, setOpen] = useState<Open | null>(null);
  const [version, setVersion] = useState(0);
  const changed = (message: string) => {
    feedback().flash(message, 'success', MESSAGE_FLASH_MS);
    setVersion((count) => count + 1);
  };
  const runTask = async (title: string, url: string, body: object) => {
    const { task } = await http.post<{ task: string }>(url, body);
    setOpen({ kind: 'task', title, task });
  };
  const can = (perm: string) => hasPermission(perms, perm);

  const menu = (node: TreeNode<unknown>): TreeMenuItem[] => {
    if (rootOrg || !isNode(node)) return [];
    const items: (TreeMenuItem & { allowed: boolean })[] = [
      { name: 'create', title: t('assets.nodeMenu.create'), icon: 'plus', allowed: can('assets.add_node'), onClick: () => setOpen({ kind: 'create', node }) },
      { name: 'rename', title: t('assets.nodeMenu.rename'), icon: 'edit', allowed: can('assets.change_node'), onClick: () => setOpen({ kind: 'rename', node }) },
      {
        name: 'move',
        title: t('assets.nodeMenu.moveTo'),
        icon: 'external',
        // The organization's root stays where it is.
        allowed: can('assets.change_node') && Boolean(keyOf(node)?.includes(':')),
        onClick: () => setOpen({ kind: 'move', node, key: keyOf(node) ?? '' }),
      },
      {
        name: 'delete',
        title: t('assets.nodeMenu.delete'),
        icon: 'trash',
        allowed: can('assets.delete_node'),
        onClick: () =>
          void feedback()
            .ask({
              title: t('assets.nodeMenu.delete'),
              message: t('assets.nodeMenu.deleteMessage', { name: nameOf(node) }),
              confirmLabel: t('table.delete'),
              danger: true,
              onConfirm: async () => {
                await http.delete(`${NODES_URL}${node.id}/`);
                changed(t('assets.nodeMenu.deleted', { name: nameOf(node) }));
              },
            })
            .catch(() => undefined),
      },
      ...ASSET_OPERATIONS.map(({ operation, icon }, index) => ({
        name: `${operation}Assets`,
        title: t(`assets.nodeMenu.${operation}Assets`),
        icon,
        divided: index === 0,
        allowed: can('assets.change_assetnodes'),
        onClick: () => setOpen({ kind: 'assets', operation, node }),
      })),
      {
        name: 'refresh',
        title: t('assets.nodeMenu.refreshHardware'),
        icon: 'refresh',
        divided: true,
        allowed: can('assets.refresh_assethardwareinfo'),
        onClick: () => void runTask(t('assets.nodeMenu.refreshHardware'), `${NODES_URL}${node.id}/tasks/`, { action: 'refresh' }).catch(() => undefined),
      },
      {
        name: 'test',
        title: t('assets.nodeMenu.testConnectivity'),
        icon: 'online',
        allowed: can('assets.test_assetconnectivity'),
        onClick: () => void runTask(t('assets.nodeMenu.testConnectivity'), `${NODES_URL}${node.id}/tasks/`, { action: 'test' }).catch(() => undefined),
      },
      { name: 'onlyCurrent', title: t('assets.nodeMenu.onlyCurrent'), icon: 'list', divided: true, checked: showCurrent, allowed: true, onClick: () => onShowAssets(node, true) },
      { name: 'allChildren', title: t('assets.nodeMenu.allChildren'), icon: 'list', checked: !showCurrent, allowed: true, onClick: () => onShowAssets(node, false) },
      {
        name: 'checkAmount',
        title: t('assets.nodeMenu.checkAmount'),
        icon: 'grid',
        divided: true,
        allowed: can('assets.change_node'),
        onClick: () => void runTask(t('assets.nodeMenu.checkAmount'), `${NODES_URL}check_assets_amount_task/`, {}).catch(() => undefined),
      },
      {
        name: 'info',
        title: t('assets.nodeMenu.info'),
        icon: 'info',
        allowed: true,
        onClick: () =>
          void http.get<NodeRow>(`${NODES_URL}${node.id}/`).then(
            (row) => setOpen({ kind: 'info', node: row }),
            () => undefined,
          ),
      },
    ];
    return items.filter((item) => item.allowed).map(({ allowed: _allowed, ...item }) => item);
  };

  const close = () => setOpen(null);
  let dialogs: ReactNode = null;
  if (open?.kind === 'create' || open?.kind === 'rename') {
    const { node } = open;
    dialogs =
      open.kind === 'create' ? (
        <NodeNameDialog
          title={t('assets.nodeMenu.createUnder', { name: nameOf(node) })}
          initial=""
          onClose={close}
          save={async (value) => {
            await http.post(`${NODES_URL}${node.id}/children/`, { value }, { silent: true });
            changed(t('assets.nodeMenu.created', { name: value }));
          }}
        />
      ) : (
        <NodeNameDialog
          title={t('assets.nodeMenu.renameNamed', { name: nameOf(node) })}
          initial={nameOf(node)}
          onClose={close}
          save={async (value) => {
            await http.patch(`${NODES_URL}${node.id}/`, { value }, { silent: true });
            changed(t('assets.nodeMenu.renamed', { name: value }));
          }}
        />
      );
  } else if (open?.kind === 'assets') {
    dialogs = <NodeAssetsDialog operation={open.operation} node={{ id: open.node.id, name: nameOf(open.node) }} onClose={close} onChanged={changed} />;
  } else if (open?.kind === 'move') {
    dialogs = <NodeMoveDialog node={{ id: open.node.id, key: open.key, name: nameOf(open.node) }} onClose={close} onChanged={changed} />;
  } else if (open?.kind === 'info') {
    dialogs = (
      <Dialog title={t('assets.nodeMenu.info')} onClose={close} width="min(560px, 92vw)">
        <DetailItems
          items={[
            { key: 'ID', value: open.node.id },
            { key: 'KEY', value: open.node.key },
            { key: t('assets.nodeMenu.name'), value: open.node.value },
            { key: t('assets.nodeMenu.fullName'), value: open.node.full_value },
          ]}
        />
      </Dialog>
    );
  } else if (open?.kind === 'task') {
    dialogs = <TaskLogDialog title={open.title} taskId={open.task} onClose={close} />;
  }
  return { menu, dialogs, version, changed };
}

/** A node's name, asked for a new node or a rename. */
function NodeNameDialog({ title, initial, onClose, save }: { title: string; initial: string; onClose: () => void; save: (value: string) => Promise<void> }) {
  const t = useT();
  return (
    <NameDialog
      title={title}
      label={t('assets.nodeMenu.name')}
      initial={initial}
      actionLabel={t('common.confirm')}
      check={(name) => (name ? undefined : t('assets.nodeMenu.nameRequired'))}
      save={save}
      failed={t('assets.nodeMenu.saveFailed')}
      onClose={onClose}
    />
  );
}
