import type { ActionButton } from '../../blocks/list-table/types';
import { http } from '../../core/http';
import { t } from '../../core/i18n';

/**
 * Disable selected / Activate selected, for the bulk menu of a list whose
 * objects have `is_active`: one PATCH of the list URL with `[{ id, is_active }]`,
 * as the official console sends it.
 */
export function bulkActiveActions(url: string, can: boolean): ActionButton[] {
  const setActive = (isActive: boolean): ActionButton => ({
    name: isActive ? 'bulkActivate' : 'bulkDisable',
    title: t(isActive ? 'table.bulkActivate' : 'table.bulkDisable'),
    icon: isActive ? 'check' : 'circle-x',
    can,
    onClick: async ({ selected }) =>
      void (await http.patch(
        url,
        selected.map((row) => ({ id: row.id, is_active: isActive })),
      )),
    done: { message: t(isActive ? 'table.activatedDone' : 'table.disabledDone') },
  });
  return [setActive(false), setActive(true)];
}
