import { useState } from 'react';
import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import { refreshResource } from '../../blocks/resource/resource-cache';
import type { ActionButton } from '../../blocks/list-table/types';
import type { Row } from '../../blocks/resource/row';
import { MESSAGE_FLASH_MS, ROOT_ORG_ID } from '../../core/constants';
import { feedback, http, type QueryParams } from '../../core/http';
import { hasPermission } from '../../core/perms';
import { detailUrl, openTaskLog } from '../../core/resources';
import { sessionStore } from '../../core/session/store';
import { AccountForm } from './account-form';
import { ACCOUNT_TASKS_URL, ACCOUNTS_URL } from './accounts-urls';
import { ViewSecretDialog } from './view-secret-dialog';
import { AccountsFromTemplates } from './accounts-from-templates';

type Open = { kind: 'create' } | { kind: 'template' } | { kind: 'update'; row: Row } | { kind: 'secret'; row: Row };

export interface AccountTableProps {
  /** One asset's accounts (its own list: created on it, no asset column); every asset's without. */
  asset?: Row | undefined;
  routeQuery?: URLSearchParams;
  /** What the tree beside chose: a node's subtree (`node_id`) or one asset (`asset_id`). */
  filter?: QueryParams | undefined;
}

/** The asset's automation lets its accounts be tested (ansible and ping on its platform). */
function testable(row: Row | undefined): boolean {
  const asset = row?.['asset'] as { auto_config?: { ansible_enabled?: unknown; ping_enabled?: unknown } } | undefined;
  return Boolean(asset?.auto_config?.ansible_enabled && asset.auto_config.ping_enabled);
}

/**
 * Accounts with what the official console does to them: create and update in
 * a dialog (the secret encrypted on its way), view the secret after the
 * identity check, test the connection (a task whose log opens), delete.
 */
export function AccountTable({ asset, routeQuery, filter }: AccountTableProps) {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  const rootOrg = useStore(sessionStore, (state) => state.currentOrg?.id === ROOT_ORG_ID || state.currentOrg?.is_root === true);
  const [open, setOpen] = useState<Open | null>(null);
  // The table's reload is the latest action's: after a save the list shows the change.
  const [reload, setReload] = useState<() => void>(() => () => undefined);
  const may = (codename: string) => hasPermission(perms, codename);
  const start = (next: Open, context: { reload: () => void }) => {
    setReload(() => context.reload);
    setOpen(next);
  };

  const create: ActionButton = {
    name: 'create',
    title: t('table.create'),
    icon: 'plus',
    variant: 'primary',
    has: may('accounts.add_account') && !rootOrg,
    onClick: (context) => start({ kind: 'create' }, context),
  };
  // Every asset's list only, as on the official page: an asset's own list adds from templates in its drafts.
  const fromTemplate: ActionButton = {
    name: 'fromTemplate',
    title: t('accounts.addFromTemplate'),
    has: !asset && may('accounts.add_account') && !rootOrg,
    onClick: (context) => start({ kind: 'template' }, context),
  };
  const clearSecrets: ActionButton = {
    name: 'clearSecrets',
    title: t('accounts.bulkClearSecret'),
    can: may('accounts.change_account') && !rootOrg,
    confirm: { message: ({ selected }) => t('accounts.bulkClearConfirm', { count: selected.length }), danger: true },
    onClick: async ({ selected }) => void (await http.patch(`${ACCOUNTS_URL}clear-secret/`, { account_ids: selected.map((row) => row.id) })),
    done: { message: t('accounts.secretsCleared'), refresh: ACCOUNTS_URL },
  };
  const rowActions: ActionButton[] = [
    {
      name: 'viewSecret',
      title: t('accounts.viewSecret'),
      order: 1,
      has: may('accounts.view_accountsecret'),
      onClick: (context) => context.row && start({ kind: 'secret', row: context.row }, context),
    },
    {
      name: 'update',
      title: t('table.update'),
      order: 10,
      has: may('accounts.change_account'),
      can: !rootOrg,
      onClick: (context) => context.row && start({ kind: 'update', row: context.row }, context),
    },
    {
      name: 'verify',
      title: t('accounts.verify'),
      order: 15,
      has: may('accounts.verify_account'),
      can: ({ row }) => !rootOrg && testable(row),
      onClick: async ({ row }) => {
        if (!row) return;
        const { task } = await http.post<{ task: string }>(ACCOUNT_TASKS_URL, { action: 'verify', accounts: [row.id] });
        openTaskLog(task);
      },
    },
  ];

  const save = async (body: Record<string, unknown>, row: Row | undefined) => {
    if (row) await http.patch(detailUrl(ACCOUNTS_URL, row.id), body, { silent: true });
    else await http.post(ACCOUNTS_URL, asset ? { ...body, asset: asset.id } : body, { silent: true });
    feedback().flash(t(row ? 'form.updateSuccess' : 'form.createSuccess'), 'success', MESSAGE_FLASH_MS);
    setOpen(null);
    void refreshResource(ACCOUNTS_URL);
    reload();
  };

  return (
    <>
      <ListTable
        url={ACCOUNTS_URL}
        routeName="AssetAccountList"
        {...(routeQuery ? { routeQuery } : {})}
        {...(asset ? { name: 'asset-accounts', query: { asset: asset.id }, toolbar: { import: false, export: false } } : { exportNeedsMfa: true, query: filter })}
        perms={{ app: 'accounts', resource: 'account' }}
        // Seven columns fit beside the row actions on a laptop screen; the others are a tick away.
        defaultColumns={['name', 'username', ...(asset ? [] : ['asset']), 'secret_type', 'has_secret', 'privileged', 'connectivity', ...(asset ? ['is_active'] : [])]}
        minColumns={['name']}
        extraActions={[create, fromTemplate]}
        bulkActions={[clearSecrets]}
        rowActions={{ update: false, extra: rowActions }}
      />
      {open?.kind === 'secret' && <ViewSecretDialog account={open.row} onClose={() => setOpen(null)} />}
      {open?.kind === 'template' && <AccountsFromTemplates onClose={() => setOpen(null)} onDone={() => (setOpen(null), reload())} />}
      {(open?.kind === 'create' || open?.kind === 'update') && (
        <AccountForm
          title={t(open.kind === 'update' ? 'accounts.updateAccount' : 'accounts.addAccount')}
          account={open.kind === 'update' ? open.row : undefined}
          saved={open.kind === 'update'}
          chooseAsset={!asset && open.kind === 'create'}
          submitLabel={t('form.submit')}
          onSubmit={(body) => save(body, open.kind === 'update' ? open.row : undefined)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
