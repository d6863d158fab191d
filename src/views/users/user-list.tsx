import { lazy, Suspense, useMemo, useState } from 'react';
import { useStore } from 'zustand';
// From the list table's own module, not ../common/list-screen: the console's first page needs no chunk more than the table.
import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import { prefetchListTable } from '../../blocks/list-table/use-list-table';
import { HEADER_FILTERS } from '../../blocks/list-table/header-filter';
import type { ActionButton } from '../../blocks/list-table/types';
import { rowLabel } from '../../blocks/resource/row';
import { ROOT_ORG_ID } from '../../core/constants';
import { http } from '../../core/http';
import { t } from '../../core/i18n';
import { hasPermission } from '../../core/perms';
import { settingsStore } from '../../core/public-settings';
import { withParams } from '../../core/resources/crud';
import { licenseValidIn } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import { bulkActiveActions } from '../common/bulk-actions';
import type { ScreenProps } from '../types';
import { useRoleChoices } from './role-choices';
import { ORG_ROLES_URL, SYSTEM_ROLES_URL, USER_RELATED_FIELDS, USERS_URL } from './users-urls';

const InviteUsersDialog = lazy(() => import('./invite-users-dialog').then((module) => ({ default: module.InviteUsersDialog })));

const config: Omit<ListTableProps, 'routeQuery'> = {
  url: USERS_URL,
  routeName: 'UserList',
  defaultColumns: ['name', 'username', 'email', 'system_roles', 'org_roles', 'source', 'is_valid'],
  minColumns: ['name'],
  rowActions: { clone: true },
  toolbar: { clone: true },
  // What a bulk update may set.
  bulkUpdate: { fields: ['groups', 'system_roles', 'org_roles', 'date_expired', 'is_active', 'comment'], overrides: USER_RELATED_FIELDS },
};

/**
 * What the official console offers beside the generic list: invite users of
 * the system into the organization, remove a user (or the selected ones) from
 * it, disable or activate the selected. Inviting and removing are for an
 * organization, with a licence, as there.
 */
function userActions(perms: ReadonlySet<string>, inOrg: boolean, invite: (reload: () => void) => void) {
  const can = (permission: string) => hasPermission(perms, permission);
  const remove: ActionButton = {
    name: 'remove',
    title: t('users.remove'),
    order: 25,
    has: inOrg,
    can: can('users.remove_user'),
    confirm: { message: ({ row }) => t('users.removeConfirm', { name: row ? rowLabel(row) : '' }), danger: true },
    onClick: async ({ row }) => void (row && (await http.post(`${USERS_URL}${row.id}/remove/`))),
    done: { message: t('users.removeDone') },
  };
  const bulkRemove: ActionButton = {
    name: 'bulkRemove',
    title: t('users.bulkRemove'),
    has: inOrg,
    can: can('users.remove_user'),
    confirm: { message: ({ selected }) => t('users.bulkRemoveConfirm', { count: selected.length }), danger: true },
    onClick: async ({ selected }) => {
      // The server's id cache, as the list's own bulk delete: loaded by the first removal, not with the console's first page.
      const { cacheResources } = await import('../../core/resources/spm');
      const spm = await cacheResources(selected.map((row) => row.id));
      await http.post(withParams(`${USERS_URL}remove/`, { spm }));
    },
    done: { message: t('users.removeDone') },
  };
  const inviteButton: ActionButton = { name: 'invite', title: t('users.invite'), icon: 'user', has: inOrg, can: can('users.invite_user'), onClick: ({ reload }) => invite(reload) };
  return { row: [remove], bulk: [bulkRemove, ...bulkActiveActions(USERS_URL, can('users.change_user'))], toolbar: [inviteButton] };
}

/** The official list's header filters: on the roles (the ones the user may read) and on whether a user is valid or active. */
function useHeaderFilters(perms: ReadonlySet<string>): ListTableProps['columns'] {
  const systemRoles = useRoleChoices(SYSTEM_ROLES_URL, hasPermission(perms, 'rbac.view_systemrole'));
  const orgRoles = useRoleChoices(ORG_ROLES_URL, hasPermission(perms, 'rbac.view_orgrole'));
  return useMemo(
    () => ({
      is_valid: { filter: true },
      is_active: { filter: true },
      ...(systemRoles ? { system_roles: { filter: systemRoles } } : {}),
      ...(orgRoles ? { org_roles: { filter: orgRoles } } : {}),
    }),
    [systemRoles, orgRoles],
  );
}

/** The users of the current organization. */
function UserList({ query }: ScreenProps) {
  const perms = useStore(sessionStore, (state) => state.perms);
  const columns = useHeaderFilters(perms);
  const rootOrg = useStore(sessionStore, (state) => state.currentOrg?.id === ROOT_ORG_ID);
  const licensed = useStore(settingsStore, (state) => licenseValidIn(state.settings));
  const [inviting, setInviting] = useState<(() => void) | null>(null);
  const actions = userActions(perms, licensed && !rootOrg, (reload) => setInviting(() => reload));
  return (
    <>
      <ListTable
        {...config}
        routeQuery={query}
        columns={columns}
        columnFilters={HEADER_FILTERS}
        extraActions={actions.toolbar}
        bulkActions={actions.bulk}
        rowActions={{ ...config.rowActions, extra: actions.row }}
      />
      {inviting && (
        <Suspense fallback={null}>
          <InviteUsersDialog onClose={() => setInviting(null)} onInvited={inviting} />
        </Suspense>
      )}
    </>
  );
}

export default Object.assign(UserList, { config, firstLoad: ({ query }: ScreenProps) => prefetchListTable(config, query) });
