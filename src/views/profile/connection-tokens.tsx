import type { ActionButton } from '../../blocks/list-table/types';
import { useT } from '../../blocks/i18n/use-t';
import { http } from '../../core/http';
import { useStore } from 'zustand';
import { settingsStore } from '../../core/public-settings';
import type { ScreenProps } from '../types';
import { TokenList } from './own-list';
import { TOKENS } from './profile-urls';

/** The user's connection tokens not yet expired (what Luna and the clients log in to assets with): ended early, or kept a day when reuse is allowed. */
export default function ConnectionTokens({ query }: ScreenProps) {
  const t = useT();
  const reusable = useStore(settingsStore, (state) => state.settings['CONNECTION_TOKEN_REUSABLE'] === true);
  const reuse: ActionButton = {
    name: 'reuse',
    title: t('profile.reuse'),
    has: reusable,
    onClick: async ({ row }) => void (row && (await http.patch(`${TOKENS.connection.url}${row.id}/reuse/`, { is_reusable: !row['is_reusable'] }))),
    done: { message: t('form.updateSuccess') },
  };
  return (
    <TokenList
      {...TOKENS.connection}
      routeQuery={query}
      help={t('profile.connectionTokenHelp')}
      secret={{ name: 'token_id', label: t('profile.tokenId'), of: (row) => row.id, width: 420 }}
      defaultColumns={['token_id', 'asset', 'account', 'protocol', 'date_expired', 'is_reusable']}
      expirable={({ row }) => !row?.['is_expired']}
      actions={[reuse]}
    />
  );
}
