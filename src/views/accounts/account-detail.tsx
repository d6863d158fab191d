import { useState } from 'react';
import { useStore } from 'zustand';
import { QuickUpdate, type QuickUpdateLine } from '../../blocks/quick-update/quick-update';
import { refreshResource } from '../../blocks/resource/resource-cache';
import type { Row } from '../../blocks/resource/row';
import { MESSAGE_FLASH_MS, ROOT_ORG_ID } from '../../core/constants';
import { feedback, http } from '../../core/http';
import { detailUrl, openTaskLog } from '../../core/resources';
import { sessionStore } from '../../core/session/store';
import { ConfiguredDetail, type DetailScreenConfig } from '../common/detail-screen';
import { useDetailScreenEnv, type DetailScreenEnv } from '../common/detail-screen-env';
import type { ScreenProps } from '../types';
import { AccountForm } from './account-form';
import { ACCOUNT_TASKS_URL, ACCOUNTS_URL } from './accounts-urls';
import { SecretHistory } from './secret-history';
import { ViewSecretDialog } from './view-secret-dialog';

type Open = { kind: 'update' | 'secret'; account: Row; reload: () => void };

/** What the account's asset lets its automation do (its platform's automation settings). */
const autoConfig = (account: Row, setting: string) => Boolean((account['asset'] as { auto_config?: Record<string, unknown> } | undefined)?.auto_config?.[setting]);

/** Starts a task on the account (test, push) and opens its log. */
const startTask = async (action: 'verify' | 'push', account: Row) => openTaskLog((await http.post<{ task: string }>(ACCOUNT_TASKS_URL, { action, accounts: [account.id] })).task);

/** An account's quick updates, as the official console has them. */
function quickLines({ t, can }: DetailScreenEnv, writable: boolean, open: (kind: Open['kind'], account: Row) => void): QuickUpdateLine[] {
  const mayChange = can('accounts.change_account') && writable;
  return [
    { kind: 'switch', name: 'active', title: t('accounts.quick.active'), field: 'is_active', can: mayChange },
    { kind: 'switch', name: 'privileged', title: t('accounts.quick.privileged'), field: 'privileged', can: mayChange },
    {
      kind: 'button',
      name: 'test',
      title: t('accounts.quick.test'),
      label: t('accounts.quick.testLabel'),
      can: (account) => can('accounts.verify_account') && writable && autoConfig(account, 'ansible_enabled') && autoConfig(account, 'ping_enabled'),
      run: (account) => startTask('verify', account),
      success: '',
    },
    {
      kind: 'button',
      name: 'push',
      title: t('accounts.quick.push'),
      label: t('accounts.quick.pushLabel'),
      can: (account) => can('accounts.push_account') && writable && autoConfig(account, 'push_account_enabled'),
      run: (account) => startTask('push', account),
      success: '',
    },
    {
      kind: 'button',
      name: 'viewSecret',
      title: t('accounts.viewSecret'),
      label: t('accounts.quick.viewLabel'),
      can: can('accounts.view_accountsecret'),
      run: (account) => open('secret', account),
      success: '',
    },
    {
      kind: 'button',
      name: 'clearSecret',
      title: t('accounts.quick.clearSecret'),
      label: t('accounts.quick.clearLabel'),
      variant: 'danger',
      can: mayChange,
      confirm: { message: (account) => t('accounts.quick.clearConfirm', { name: String(account.name ?? '') }), danger: true },
      run: (account) => http.patch(`${ACCOUNTS_URL}clear-secret/`, { account_ids: [account.id] }),
      success: t('accounts.quick.cleared'),
    },
    {
      kind: 'select',
      name: 'suFrom',
      title: t('accounts.quick.suFrom'),
      field: 'su_from',
      can: (account) => mayChange && autoConfig(account, 'su_enabled'),
      source: (account) => ({ url: `${ACCOUNTS_URL}su-from-accounts/`, query: { account: account.id } }),
    },
  ];
}

function accountDetail(env: DetailScreenEnv, writable: boolean, open: (kind: Open['kind'], account: Row, reload?: () => void) => void): DetailScreenConfig {
  const { t, can } = env;
  return {
    url: ACCOUNTS_URL,
    routeName: 'AssetAccountDetail',
    perms: { app: 'accounts', resource: 'account' },
    // Accounts are changed in their dialog, as on the official page: there is no update page.
    actions: {
      update: false,
      extra: [
        {
          name: 'update',
          title: t('table.update'),
          icon: 'edit',
          variant: 'primary',
          has: can('accounts.change_account'),
          can: writable,
          onClick: ({ row, reload }) => row && open('update', row, reload),
        },
      ],
    },
    fields: [
      'id',
      'name',
      'username',
      'asset',
      'secret_type',
      'privileged',
      'su_from',
      'source',
      'connectivity',
      'date_verified',
      'date_last_login',
      'date_change_secret',
      'is_active',
      'date_created',
      'comment',
    ],
    infoExtra: (account, reload) => (
      <QuickUpdate url={ACCOUNTS_URL} object={account} lines={quickLines(env, writable, (kind, row) => open(kind, row, reload))} onChanged={reload} />
    ),
    tabs: [{ name: 'history', title: t('accounts.secretHistory'), has: can('accounts.view_accountsecret'), render: (account) => <SecretHistory account={account} /> }],
  };
}

/** An account: what it is and where, its quick updates, its update dialog; its earlier secrets for those who may read secrets. */
export default function AccountDetail({ params, query }: ScreenProps) {
  const env = useDetailScreenEnv();
  const writable = useStore(sessionStore, (state) => state.currentOrg?.id !== ROOT_ORG_ID && state.currentOrg?.is_root !== true);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const save = async (body: Record<string, unknown>, { account, reload }: Open) => {
    await http.patch(detailUrl(ACCOUNTS_URL, account.id), body, { silent: true });
    feedback().flash(env.t('form.updateSuccess'), 'success', MESSAGE_FLASH_MS);
    close();
    void refreshResource(ACCOUNTS_URL);
    reload();
  };
  const config = accountDetail(env, writable, (kind, account, reload = () => undefined) => setOpen({ kind, account, reload }));
  return (
    <>
      <ConfiguredDetail config={config} id={params['id'] ?? ''} query={query} />
      {open?.kind === 'secret' && <ViewSecretDialog account={open.account} onClose={close} />}
      {open?.kind === 'update' && (
        <AccountForm
          title={env.t('accounts.updateAccount')}
          account={open.account}
          saved
          submitLabel={env.t('form.submit')}
          onSubmit={(body) => save(body, open)}
          onClose={close}
        />
      )}
    </>
  );
}
