// The built-in organization ids (api-contract 1.4) and their aliases.
export const ROOT_ORG_ID = '00000000-0000-0000-0000-000000000000';
export const DEFAULT_ORG_ID = '00000000-0000-0000-0000-000000000002';
export const SYSTEM_ORG_ID = '00000000-0000-0000-0000-000000000004';

export const BUILTIN_ORGS = {
  [ROOT_ORG_ID]: { id: ROOT_ORG_ID, name: 'GLOBAL' },
  [DEFAULT_ORG_ID]: { id: DEFAULT_ORG_ID, name: 'DEFAULT' },
  [SYSTEM_ORG_ID]: { id: SYSTEM_ORG_ID, name: 'SYSTEM' },
};

export const ORG_ALIASES = { root: ROOT_ORG_ID, default: DEFAULT_ORG_ID, system: SYSTEM_ORG_ID };

/** The `{id, name, is_default, is_root, is_system}` shape of profile org lists and orgs/current. */
export function orgSummary(org) {
  return {
    id: org.id,
    name: org.name,
    is_default: org.id === DEFAULT_ORG_ID,
    is_root: org.id === ROOT_ORG_ID,
    is_system: org.id === SYSTEM_ORG_ID,
  };
}
