import { useData } from '../../blocks/data/use-data';
import { useStore } from 'zustand';
import type { FormValues } from '../../blocks/form/form-types';
import { toOption } from '../../blocks/select/option';
import { ROOT_ORG_ID } from '../../core/constants';
import { http } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { sessionStore } from '../../core/session/store';
import { ORG_ROLES_URL, SYSTEM_ROLES_URL } from './users-urls';

/** The built-in roles a new user holds unless told otherwise (api-contract 1.5): their ids are the same on every server, their names are not. */
const SYSTEM_USER_ROLE_ID = '00000000-0000-0000-0000-000000000003';
const ORG_USER_ROLE_ID = '00000000-0000-0000-0000-000000000007';

interface Role {
  id: string;
  display_name?: string;
  name?: string;
}

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
const readRole = ([, url]: readonly [string, string]) => http.get<Role>(url, { silent: true });

/**
 * A new user's roles preselected, as the server would choose them: the system
 * role User and, inside an organization, the organization role OrgUser. A role
 * this administrator may not read is left for the server to choose.
 */
export function useDefaultRoles(enabled: boolean): { ready: boolean; initial: FormValues } {
  const inOrganization = useStore(sessionStore, (state) => state.currentOrg?.id !== ROOT_ORG_ID && state.currentOrg?.is_root !== true);
  const systemUrl = detailUrl(SYSTEM_ROLES_URL, SYSTEM_USER_ROLE_ID);
  const orgUrl = detailUrl(ORG_ROLES_URL, ORG_USER_ROLE_ID);
  const system = useData(enabled ? (['default-role', systemUrl] as const) : null, readRole, once);
  const org = useData(enabled && inOrganization ? (['default-role', orgUrl] as const) : null, readRole, once);
  const settled = (wanted: boolean, answer: { data?: unknown; error?: unknown }) => !wanted || answer.data !== undefined || answer.error !== undefined;
  const initial: FormValues = {};
  const asOptions = (role: Role | undefined) => [toOption(role, 'display_name')].filter(Boolean);
  if (system.data) initial['system_roles'] = asOptions(system.data);
  if (org.data) initial['org_roles'] = asOptions(org.data);
  return { ready: settled(enabled, system) && settled(enabled && inOrganization, org), initial };
}
