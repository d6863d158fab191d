import { useState } from 'react';
import { useBusy } from '../../blocks/controls/use-busy';
import { ActionDialog } from '../../blocks/dialog/action-dialog';
import * as formControls from '../../blocks/controls/form-controls.css';
import { useT } from '../../blocks/i18n/use-t';
import { RemoteSelect } from '../../blocks/select/remote-select';
import type { SelectOption } from '../../blocks/select/option';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback, http, isHttpError } from '../../core/http';
import { ORG_ROLES_URL, USERS_URL } from './users-urls';

/** Brings users of the system into the current organization with the organization roles chosen (`POST users/invite/`). */
export function InviteUsersDialog({ onClose, onInvited }: { onClose: () => void; onInvited: () => void }) {
  const t = useT();
  const [users, setUsers] = useState<SelectOption[]>([]);
  const [roles, setRoles] = useState<SelectOption[]>([]);
  const [busy, whileBusy] = useBusy();
  const invite = () =>
    whileBusy(() => http.post(`${USERS_URL}invite/`, { users: users.map((user) => user.value), org_roles: roles.map((role) => role.value) }))
      .then(() => {
        feedback().flash(t('users.inviteDone'), 'success', MESSAGE_FLASH_MS);
        onInvited();
        onClose();
      })
      .catch((error: unknown) => {
        if (!isHttpError(error)) throw error;
      });
  return (
    <ActionDialog title={t('users.inviteTitle')} width="560px" onClose={onClose} action={{ label: t('users.invite'), run: invite, busy, disabled: !users.length || !roles.length }}>
      <div className={formControls.objectList}>
        {/* The visible names; each select carries its own as aria-label. */}
        <span className={formControls.smallLabel} aria-hidden="true">
          {t('users.inviteUsers')}
        </span>
        <RemoteSelect multiple source={{ url: `${USERS_URL}suggestions/` }} value={users} onChange={setUsers} ariaLabel={t('users.inviteUsers')} />
        <span className={formControls.smallLabel} aria-hidden="true">
          {t('users.inviteRoles')}
        </span>
        <RemoteSelect multiple source={{ url: ORG_ROLES_URL, labelKey: 'display_name' }} value={roles} onChange={setRoles} ariaLabel={t('users.inviteRoles')} />
      </div>
    </ActionDialog>
  );
}
