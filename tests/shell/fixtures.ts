import { setPublicSettings, type PublicSettings } from '../../src/core/public-settings';
import { generateRoutes } from '../../src/core/routes';
import { resetSession, sessionStore } from '../../src/core/session/store';
import type { Org, Profile } from '../../src/core/session/types';
import { markInitialized, resetApp } from '../../src/core/startup/app-state';
import { resetTabs } from '../../src/shell/state/tags-store';

export const DEFAULT_ORG: Org = { id: '00000000-0000-0000-0000-000000000002', name: 'DEFAULT', is_default: true, is_root: false };
export const ROOT_ORG: Org = { id: '00000000-0000-0000-0000-000000000000', name: 'GLOBAL', is_default: false, is_root: true };
export const OPS_ORG: Org = { id: '9c4b8a52-3f1e-4d2a-8b7c-5e6f7a8b9c0d', name: 'Operations', is_default: false, is_root: false };

/** A profile as GET /api/v1/users/profile/ answers it (api-contract.md 4.1), trimmed. */
export function profileFixture(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'b5a1c2d3-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    name: 'Administrator',
    username: 'admin',
    email: 'admin@example.com',
    source: { value: 'local', label: 'Local' },
    is_superuser: true,
    is_first_login: false,
    date_password_last_updated: '2024/05/01 10:20:30 +0800',
    system_roles: [{ id: '00000000-0000-0000-0000-000000000001', display_name: 'SystemAdmin' }],
    ...overrides,
  };
}

export const LICENSED: PublicSettings = {
  XPACK_ENABLED: true,
  XPACK_LICENSE_IS_VALID: true,
  XPACK_LICENSE_INFO: { corporation: 'Example Corp' },
  TICKETS_ENABLED: true,
  INTERFACE: { login_title: 'JumpServer Open Source Bastion Host', logo_index: '', favicon: '' },
};

export const COMMUNITY: PublicSettings = {
  XPACK_ENABLED: false,
  XPACK_LICENSE_IS_VALID: false,
  XPACK_LICENSE_INFO: { corporation: 'FIT2CLOUD' },
  INTERFACE: { login_title: 'JumpServer Open Source Bastion Host' },
};

export interface SessionFixture {
  perms: string[];
  settings?: PublicSettings;
  consoleOrgs?: Org[];
  auditOrgs?: Org[];
  workbenchOrgs?: Org[];
  currentOrg?: Org | null;
  profile?: Profile;
}

/** A signed-in console without the network: settings, session and routes as the startup guard leaves them. */
export function signIn({
  perms,
  settings = LICENSED,
  consoleOrgs = [DEFAULT_ORG],
  auditOrgs = [DEFAULT_ORG],
  workbenchOrgs = [DEFAULT_ORG],
  currentOrg = DEFAULT_ORG,
  profile = profileFixture(),
}: SessionFixture): void {
  localStorage.clear();
  resetSession();
  resetTabs();
  setPublicSettings(settings);
  sessionStore.setState({ profile, perms: new Set(perms), consoleOrgs, auditOrgs, workbenchOrgs, usingOrgs: consoleOrgs, currentOrg, preOrg: null });
  generateRoutes();
  markInitialized();
}

export function signOut(): void {
  resetSession();
  resetTabs();
  resetApp();
  localStorage.clear();
}

/** Permissions of an organization administrator over users, assets and ACLs (a subset of the real list). */
export const ADMIN_PERMS = [
  'rbac.view_console',
  'rbac.view_audit',
  'rbac.view_workbench',
  'rbac.view_webterminal',
  'users.view_user',
  'users.add_user',
  'users.change_user',
  'users.view_usergroup',
  'rbac.view_orgrole',
  'assets.view_asset',
  'assets.add_asset',
  'assets.view_platform',
  'assets.view_domain',
  'acls.view_loginacl',
  'acls.view_commandfilteracl',
  'acls.view_commandgroup',
  'terminal.view_session',
  'settings.view_setting',
  'tickets.view_ticket',
  'orgs.view_organization',
  'orgs.add_organization',
  'authentication.view_accesskey',
];
