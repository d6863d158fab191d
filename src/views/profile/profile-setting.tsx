import { useState } from 'react';
import { useData } from '../../blocks/data/use-data';
import { useStore } from 'zustand';
import { DetailCard } from '../../blocks/detail-page/detail-card';
import { DetailTabs } from '../../blocks/detail-page/detail-tabs';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { http } from '../../core/http';
import { sessionStore } from '../../core/session/store';
import type { ScreenProps } from '../types';
import { PASSWORD_URL, PROFILE_URL, PUBLIC_KEY_URL } from './profile-urls';
import * as styles from './profile.css';

/** A form for one PUT-only view, started over (emptied) after each save: a password or a key is not kept on screen. */
function PutForm({ url, overrides, onSaved }: { url: string; overrides: Parameters<typeof ResourceForm>[0]['overrides']; onSaved?: () => void }) {
  const [round, setRound] = useState(0);
  return (
    <ResourceForm
      key={round}
      url={url}
      objectUrl={url}
      objectMethod="put"
      overrides={overrides}
      hasReset={false}
      onSuccess={() => {
        setRound((value) => value + 1);
        onSaved?.();
      }}
    />
  );
}

function PasswordTab() {
  const encrypted = { encrypt: true };
  return <PutForm url={PASSWORD_URL} overrides={{ old_password: encrypted, new_password: encrypted, new_password_again: encrypted }} />;
}

function SshKeyTab() {
  const t = useT();
  const current = useData<{ public_key_comment?: string; public_key_hash_md5?: string }>(['public-key'], () => http.get(PUBLIC_KEY_URL), { revalidateOnFocus: false });
  return (
    <div className={styles.stack}>
      <DetailCard
        title={t('profile.currentKey')}
        items={[
          { key: t('profile.keyComment'), value: current.data?.public_key_comment || '-' },
          { key: t('profile.keyFingerprint'), value: current.data?.public_key_hash_md5 || '-' },
        ]}
      />
      <PutForm
        url={PUBLIC_KEY_URL}
        overrides={{ public_key: { widget: 'textarea', placeholder: 'ssh-ed25519 AAAA…', helpText: t('profile.sshKeyHelp') } }}
        onSaved={() => void current.mutate()}
      />
    </div>
  );
}

/**
 * The user's authentication settings (lina's ProfileUpdate): their profile, the
 * login password (local accounts only) and the SSH public key (where keys log in).
 */
export default function ProfileSetting({ query }: ScreenProps) {
  const t = useT();
  const profile = useStore(sessionStore, (state) => state.profile);
  return (
    <DetailTabs
      query={query}
      tabs={[
        {
          name: 'ProfileUpdate',
          title: t('profile.tab.profile'),
          render: () => <ResourceForm url={PROFILE_URL} objectUrl={PROFILE_URL} groups={[{ fields: ['phone', 'wechat'] }]} />,
        },
        { name: 'PasswordUpdate', title: t('profile.tab.password'), disabled: profile?.source?.value !== 'local', render: () => <PasswordTab /> },
        { name: 'SSHUpdate', title: t('profile.tab.sshKey'), disabled: !profile?.['can_public_key_auth'], render: () => <SshKeyTab /> },
      ]}
    />
  );
}
