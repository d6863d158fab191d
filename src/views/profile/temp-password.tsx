import { useT } from '../../blocks/i18n/use-t';
import { http } from '../../core/http';
import type { ScreenProps } from '../types';
import { expireButton, OwnList, secretColumn } from './own-list';
import { TEMP_TOKENS_URL } from './profile-urls';

/** Temporary passwords (AUTH_TEMP_TOKEN): made for five minutes, for a client that cannot use the usual login, and ended early on demand. */
export default function TempPassword({ query }: ScreenProps) {
  const t = useT();
  const create = { title: t('table.create'), onClick: () => http.post(TEMP_TOKENS_URL), done: { message: t('profile.tempCreated') } };
  return (
    <OwnList
      url={TEMP_TOKENS_URL}
      routeName="TempPassword"
      routeQuery={query}
      resource="temptoken"
      help={t('profile.tempHelp')}
      search={false}
      create={create}
      columns={{ secret: secretColumn(t('common.nav.TempPassword'), (row) => String(row['secret'] ?? ''), 360) }}
      defaultColumns={['username', 'secret', 'date_expired', 'date_verified', 'is_valid']}
      minColumns={['secret']}
      rowActions={{ delete: false, extra: [expireButton(TEMP_TOKENS_URL, ({ row }) => Boolean(row?.['is_valid']))] }}
    />
  );
}
