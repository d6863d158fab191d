import { ListTable, type ListTableProps } from '../../blocks/list-table/list-table';
import type { ActionButton } from '../../blocks/list-table/types';
import { ERROR_FLASH_MS } from '../../core/constants';
import { feedback, http } from '../../core/http';
import { t } from '../../core/i18n';

interface OwnListProps extends Omit<ListTableProps, 'toolbar' | 'selectable' | 'perms' | 'extraActions'> {
  /** The authentication model the permissions name (`accesskey`, `temptoken`…). */
  resource: string;
  /** The button that makes a new one, and what it does. */
  create: { title: string; run: NonNullable<ActionButton['onClick']> } | null;
}

/**
 * A list of the user's own credentials (keys, tokens, passkeys): no import,
 * export, selection or update form, only a button to make one and the screen's
 * own row actions.
 */
export function OwnList({ rowActions, resource, create, ...props }: OwnListProps) {
  return (
    <ListTable
      toolbar={{ create: false, import: false, export: false, bulkDelete: false }}
      selectable={false}
      perms={{ app: 'authentication', resource }}
      extraActions={create ? [{ name: 'create', title: create.title, icon: 'plus', variant: 'primary', onClick: create.run }] : []}
      rowActions={{ update: false, ...rowActions }}
      {...props}
    />
  );
}

/** Switches a row's `is_active` with a PATCH of `<url><id>/`. */
export function toggleActive(url: string): ActionButton {
  return {
    name: 'toggle',
    title: t('profile.switchKey'),
    onClick: async ({ row, reload }) => {
      if (!row) return;
      const active = !row['is_active'];
      await http.patch(`${url}${row.id}/`, { is_active: active });
      feedback().flash(t(active ? 'profile.keyEnabled' : 'profile.keyDisabled'), 'success', ERROR_FLASH_MS);
      reload();
    },
  };
}
