import { useT } from '../../blocks/i18n/use-t';
import { http } from '../../core/http';
import type { ScreenProps } from '../types';
import { TokenList } from './own-list';
import { TOKENS } from './profile-urls';

/** Temporary passwords (AUTH_TEMP_TOKEN): made for five minutes, for a client that cannot use the usual login, and ended early on demand. */
export default function TempPassword({ query }: ScreenProps) {
  const t = useT();
  const create = { title: t('table.create'), onClick: () => http.post(TOKENS.temp.url), done: { message: t('profile.tempCreated') } };
  return (
    <TokenList
      {...TOKENS.temp}
      routeQuery={query}
      help={t('profile.tempHelp')}
      search={false}
      create={create}
      secret={{ name: 'secret', label: t('common.nav.TempPassword'), of: (row) => String(row['secret'] ?? ''), width: 360 }}
      defaultColumns={['username', 'secret', 'date_expired', 'date_verified', 'is_valid']}
      expirable={({ row }) => Boolean(row?.['is_valid'])}
    />
  );
}
