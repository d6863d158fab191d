import { useMemo } from 'react';
import { useData } from '../../blocks/data/use-data';
import type { FilterChoice } from '../../blocks/list-table/types';
import { http } from '../../core/http';
import { useAfterMainContent } from '../../blocks/main-content/use-after-main-content';

interface Role {
  id: string;
  name: string;
  display_name?: string;
}

/**
 * The roles of one scope as a column's header filter offers them, by the name
 * they are shown with; none while they load, or when the user may not read
 * them (the column then has no filter, as on the official page).
 */
export function useRoleChoices(url: string, readable: boolean): readonly FilterChoice[] | undefined {
  // Asked for once the rows are on screen: the first screen does not wait behind them.
  const afterMainContent = useAfterMainContent();
  const roles = useData(readable && afterMainContent ? ['role-choices', url] : null, () => http.get<Role[] | { results: Role[] }>(url, { silent: true }), {
    revalidateOnFocus: false,
  });
  const data = roles.data;
  return useMemo(() => data && (Array.isArray(data) ? data : data.results).map((role) => ({ label: role.display_name || role.name, value: role.id })), [data]);
}
