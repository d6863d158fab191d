import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { QuickUpdate, type QuickUpdateLine } from '../../blocks/quick-update/quick-update';
import type { Row } from '../../blocks/resource/row';
import { COOKIES } from '../../core/constants';
import { settingsStore } from '../../core/public-settings';
import { leavePage } from '../../core/navigation';
import { navigateTo } from '../../core/routes';
import { otpBindUrl } from './profile-urls';

const SUBSCRIPTION_URL = '/api/v1/notifications/user-msg-subscription/';
/** The backends a user may receive their messages by, each shown where the setting that turns it on is on. */
const BACKENDS = [
  { name: 'site_msg', setting: undefined },
  { name: 'email', setting: undefined },
  { name: 'wecom', setting: 'AUTH_WECOM' },
  { name: 'dingtalk', setting: 'AUTH_DINGTALK' },
  { name: 'feishu', setting: 'AUTH_FEISHU' },
] as const;

const profileTab = (tab: string) => () => navigateTo({ name: 'ProfileSetting', query: { [COOKIES.activeTab]: tab } });

/**
 * The profile's two quick cards, as the official page has them: where to
 * bind an authenticator and change the password and the SSH key, and a switch
 * per way the user's messages reach them (site messages always do).
 */
export function ProfileQuickCards({ profile, onChanged }: { profile: Row; onChanged: () => void }) {
  const t = useT();
  const { settings } = useStore(settingsStore);
  const source = (profile['source'] as { value?: unknown } | undefined)?.value;
  const auth: QuickUpdateLine[] = [
    // The server's own pages bind the authenticator, then come back here.
    { kind: 'button', name: 'mfa', title: t('profile.quick.mfa'), label: t('profile.quick.set'), run: () => leavePage(otpBindUrl('/profile/info')), success: '' },
    {
      kind: 'button',
      name: 'password',
      title: t('profile.quick.password'),
      label: t('profile.quick.update'),
      can: source === 'local',
      run: profileTab('PasswordUpdate'),
      success: '',
    },
    {
      kind: 'button',
      name: 'sshKey',
      title: t('profile.quick.sshKey'),
      label: t('profile.quick.update'),
      can: profile['can_public_key_auth'] === true,
      run: profileTab('SSHUpdate'),
      success: '',
    },
  ];
  const received = (profile['receive_backends'] as string[] | undefined) ?? [];
  const subscription: Row = { id: profile.id, ...Object.fromEntries(BACKENDS.map(({ name }) => [name, received.includes(name)])) };
  const messages: QuickUpdateLine[] = BACKENDS.map(({ name, setting }) => ({
    kind: 'switch',
    name,
    title: t(`profile.quick.${name}`),
    field: name,
    has: !setting || settings[setting] === true,
    can: name !== 'site_msg',
    request: { method: 'patch', path: '', body: (changed) => ({ receive_backends: BACKENDS.map((backend) => backend.name).filter((backend) => changed[backend] === true) }) },
  }));
  return (
    <>
      <QuickUpdate title={t('profile.quick.auth')} url="" object={profile} lines={auth} onChanged={onChanged} />
      <QuickUpdate title={t('profile.quick.messages')} url={SUBSCRIPTION_URL} object={subscription} lines={messages} onChanged={onChanged} />
    </>
  );
}
