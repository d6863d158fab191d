import { useStore } from 'zustand';
import { useT } from '../../blocks/i18n/use-t';
import { QuickUpdate, type QuickUpdateLine } from '../../blocks/quick-update/quick-update';
import type { Row } from '../../blocks/resource/row';
import { COOKIES } from '../../core/constants';
import { http, serverUrl } from '../../core/http';
import { leavePage } from '../../core/navigation';
import { settingsStore } from '../../core/public-settings';
import { downloadUrl } from '../../core/resources';
import { navigateTo } from '../../core/routes';
import { imBindUrl, imUnbindUrl, otpBindUrl, PUBLIC_KEY_GENERATE_URL, type ImService } from './profile-urls';

const SUBSCRIPTION_URL = '/api/v1/notifications/user-msg-subscription/';
/** The backends a user may receive their messages by, each shown where the setting that turns it on is on. */
const BACKENDS = [
  { name: 'site_msg', setting: undefined },
  { name: 'email', setting: undefined },
  { name: 'wecom', setting: 'AUTH_WECOM' },
  { name: 'dingtalk', setting: 'AUTH_DINGTALK' },
  { name: 'feishu', setting: 'AUTH_FEISHU' },
] as const;
const IM_SERVICES = BACKENDS.flatMap(({ name, setting }) => (setting ? [{ name: name as ImService, setting }] : []));
const PROFILE_PATH = '/profile/info';

const profileTab = (tab: string) => () => navigateTo({ name: 'ProfileSetting', query: { [COOKIES.activeTab]: tab } });

/**
 * The profile's two quick cards, as the official page has them: where to
 * bind or unbind WeCom, DingTalk and Feishu (each when it is on), bind an
 * authenticator, change the password and the SSH key or reset the key and
 * download the new one, and a switch
 * per way the user's messages reach them (site messages always do).
 */
export function ProfileQuickCards({ profile, onChanged }: { profile: Row; onChanged: () => void }) {
  const t = useT();
  const { settings } = useStore(settingsStore);
  const source = (profile['source'] as { value?: unknown } | undefined)?.value;
  const publicKeys = profile['can_public_key_auth'] === true;
  // Bound (its id set) → unbind through the API; otherwise the service's QR page binds, then comes back here.
  const services: QuickUpdateLine[] = IM_SERVICES.map(({ name, setting }) => {
    const bound = Boolean(profile[`${name}_id`]);
    const title = t(`profile.quick.${name}`);
    return {
      kind: 'button',
      name: `bind-${name}`,
      title,
      label: t(bound ? 'profile.quick.unbind' : 'profile.quick.bind'),
      has: settings[setting] === true,
      // A user who signs in through the service cannot leave it.
      can: !(bound && source === name),
      ...(bound
        ? { run: () => http.post(imUnbindUrl(name)), confirm: { message: t('profile.quick.unbindConfirm', { name: title }), danger: true } }
        : { run: () => leavePage(imBindUrl(name, PROFILE_PATH)), success: '' }),
    };
  });
  const auth: QuickUpdateLine[] = [
    ...services,
    // The server's own pages bind the authenticator, then come back here.
    { kind: 'button', name: 'mfa', title: t('profile.quick.mfa'), label: t('profile.quick.set'), run: () => leavePage(otpBindUrl(PROFILE_PATH)), success: '' },
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
      can: publicKeys,
      run: profileTab('SSHUpdate'),
      success: '',
    },
    {
      kind: 'button',
      name: 'sshKeyReset',
      title: t('profile.quick.sshKeyReset'),
      label: t('profile.quick.reset'),
      can: publicKeys,
      confirm: { message: t('profile.quick.sshKeyResetConfirm'), danger: true },
      // The server keeps the new public key and answers its private key as the file, once.
      run: () => downloadUrl(serverUrl(PUBLIC_KEY_GENERATE_URL)),
      success: t('profile.quick.sshKeyResetDone'),
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
