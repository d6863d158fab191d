import type { ActionButton } from '../../blocks/list-table/types';
import { useT } from '../../blocks/i18n/use-t';
import { http } from '../../core/http';
import { useStore } from 'zustand';
import { settingsStore } from '../../core/public-settings';
import type { ScreenProps } from '../types';
import { expireButton, OwnList, secretColumn } from './own-list';
import { CONNECTION_TOKENS_URL } from './profile-urls';

/** The user's connection tokens not yet expired (what Luna and the clients log in to assets with): ended early, or kept a day when reuse is allowed. */
export default function ConnectionTokens({ query }: ScreenProps) {
  const t = useT();
  const reusable = useStore(settingsStore, (state) => state.settings['CONNECTION_TOKEN_REUSABLE'] === true);
  const reuse: ActionButton = {
    name: 'reuse',
    title: t('profile.reuse'),
    has: reusable,
    onClick: async ({ row }) => void (row && (await http.patch(`${CONNECTION_TOKENS_URL}${row.id}/reuse/`, { is_reusable: !row['is_reusable'] }))),
    done: { message: t('form.updateSuccess') },
  };
  return (
    <OwnList
      url={CONNECTION_TOKENS_URL}
      routeName="ConnectionToken"
      routeQuery={query}
      resource="connectiontoken"
      help={t('profile.connectionTokenHelp')}
      create={null}
      columns={{ token_id: secretColumn(t('profile.tokenId'), (row) => row.id, 420) }}
      defaultColumns={['token_id', 'asset', 'account', 'protocol', 'date_expired', 'is_reusable']}
      minColumns={['token_id']}
      rowActions={{ delete: false, extra: [expireButton(CONNECTION_TOKENS_URL, ({ row }) => !row?.['is_expired']), reuse] }}
    />
  );
}
