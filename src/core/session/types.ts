/** An organization as the profile and the org endpoints describe it. */
export interface Org {
  id: string;
  name: string;
  is_default?: boolean;
  is_root?: boolean;
  is_system?: boolean;
  /** Set when a route entered this org by itself (settings, global-only pages). */
  autoEnter?: number;
  disabled?: boolean;
  icon?: string;
}

export interface Role {
  id: string;
  name?: string;
  display_name?: string;
}

export interface Choice<V = string> {
  value: V;
  label: string;
}

/** The fields of GET /api/v1/users/profile/ the console reads; the rest is kept as is. */
export interface Profile {
  id: string;
  name: string;
  username: string;
  email?: string;
  is_superuser?: boolean;
  is_org_admin?: boolean;
  is_first_login?: boolean;
  perms?: string[];
  system_roles?: Role[];
  org_roles?: Role[];
  console_orgs?: Org[];
  audit_orgs?: Org[];
  workbench_orgs?: Org[];
  source?: Choice;
  date_password_last_updated?: string;
  lang?: string;
  [field: string]: unknown;
}

/** GET /api/v1/users/profile/permissions/ (v4.10): where later servers put perms and orgs. */
export interface ProfilePermissions {
  perms?: string[];
  console_orgs?: Org[];
  audit_orgs?: Org[];
  workbench_orgs?: Org[];
}
