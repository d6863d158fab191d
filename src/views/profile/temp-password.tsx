import { useT } from '../../blocks/i18n/use-t';
import { http } from '../../core/http';
import type { ScreenProps } from '../types';
import { expireButton, OwnList } from './own-list';
import { TEMP_TOKENS_URL } from './profile-urls';
import { SecretValue } from '../../blocks/secret/secret-value';
import * as styles from './profile.css';

/** Temporary passwords (AUTH_TEMP_TOKEN): made for five minutes, for a client that cannot use the usual login, and ended early on demand. */
export default function TempPassword({ query }: ScreenProps) {
  const t = useT();
  const create = { title: t('table.create'), onClick: () => http.post(TEMP_TOKENS_URL), done: { message: t('profile.tempCreated') } };
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('profile.tempHelp')}</p>
      <OwnList
        url={TEMP_TOKENS_URL}
        routeName="TempPassword"
        routeQuery={query}
        resource="temptoken"
        search={false}
        create={create}
        columns={{ secret: { label: t('common.nav.TempPassword'), render: (row) => <SecretValue value={String(row['secret'] ?? '')} label={t('common.nav.TempPassword')} inline />, width: 360, sortable: false } }}
        defaultColumns={['username', 'secret', 'date_expired', 'date_verified', 'is_valid']}
        minColumns={['secret']}
        rowActions={{ delete: false, extra: [expireButton(TEMP_TOKENS_URL, ({ row }) => Boolean(row?.['is_valid']))] }}
      />
    </div>
  );
}
