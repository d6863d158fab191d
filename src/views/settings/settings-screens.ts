import { LicensePage, settingsPage } from './settings-page';
export { TerminalDetail, TerminalSetting, TerminalUpdate } from './terminal-screens';
export { Tools } from './tools-screen';

/** The settings pages by route name: which categories each one edits. */
export const Basic = settingsPage(['basic']);
export const Msg = settingsPage(['email', 'email_content', 'sms']);
export const Feature = settingsPage(['other', 'vault']);
export const Auth = settingsPage(['auth', 'ldap', 'cas', 'oidc', 'radius', 'sso', 'wecom', 'dingtalk', 'feishu', 'slack']);
export const Security = settingsPage(['security', 'clean']);
export const Interface = settingsPage(['interface']);
export const License = LicensePage;
