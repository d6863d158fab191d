import { useState } from 'react';
import { useData } from '../../blocks/data/use-data';
import { DetailTabs } from '../../blocks/detail-page/detail-tabs';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { http } from '../../core/http';
import type { ScreenProps } from '../types';
import { preferenceUrl, type PreferenceCategory } from './profile-urls';
import * as styles from './profile.css';

const encrypted = { encrypt: true };

/** The console's own preference: a password for encrypted file downloads, shown only as set or not. */
function ConsolePreferences() {
  const t = useT();
  const url = preferenceUrl('lina');
  const [round, setRound] = useState(0);
  const current = useData<{ basic?: { has_secret_key?: boolean } }>(['preference', url, round], () => http.get(url), { revalidateOnFocus: false });
  const set = current.data?.basic?.has_secret_key;
  return (
    <div className={styles.stack}>
      <p className={styles.status} role="status">
        {t('profile.fileKeyStatus')}: {set === undefined ? '…' : t(set ? 'profile.fileKeySet' : 'profile.fileKeyNotSet')}
      </p>
      <ResourceForm
        key={round}
        url={url}
        objectUrl={url}
        overrides={{ basic: { children: { secret_key: encrypted, secret_key_again: encrypted } } }}
        hasReset={false}
        onSuccess={() => setRound((value) => value + 1)}
      />
    </div>
  );
}

function ClientPreferences({ category }: { category: Exclude<PreferenceCategory, 'lina'> }) {
  const url = preferenceUrl(category);
  return <ResourceForm url={url} objectUrl={url} />;
}

/** The user's preferences of each client (lina's UserSettingUpdate): the console, the web terminal (Luna), the character terminal (KoKo). */
export default function UserSetting({ query }: ScreenProps) {
  const t = useT();
  return (
    <DetailTabs
      query={query}
      tabs={[
        { name: 'LinaUpdate', title: t('profile.tab.console'), render: () => <ConsolePreferences /> },
        { name: 'LunaUpdate', title: t('profile.tab.luna'), render: () => <ClientPreferences category="luna" /> },
        { name: 'KokoUpdate', title: t('profile.tab.koko'), render: () => <ClientPreferences category="koko" /> },
      ]}
    />
  );
}
