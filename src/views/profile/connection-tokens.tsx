import type { ActionButton } from '../../blocks/list-table/types';
import { useT } from '../../blocks/i18n/use-t';
import { ERROR_FLASH_MS } from '../../core/constants';
import { feedback, http } from '../../core/http';
import { useStore } from 'zustand';
import { settingsStore } from '../../core/public-settings';
import type { ScreenProps } from '../types';
import { OwnList } from './own-list';
import { CONNECTION_TOKENS_URL } from './profile-urls';
import { SecretValue } from '../../blocks/secret/secret-value';
import * as styles from './profile.css';

/** The user's connection tokens not yet expired (what Luna and the clients log in to assets with): ended early, or kept a day when reuse is allowed. */
export default function ConnectionTokens({ query }: ScreenProps) {
  const t = useT();
  const reusable = useStore(settingsStore, (state) => state.settings['CONNECTION_TOKEN_REUSABLE'] === true);
  const act = (path: 'expire' | 'reuse', body: (row: Record<string, unknown>) => unknown, done: string) =>
    async ({ row, reload }: { row?: Record<string, unknown>; reload: () => void }) => {
      if (!row) return;
      await http.patch(`${CONNECTION_TOKENS_URL}${String(row['id'])}/${path}/`, body(row));
      feedback().flash(done, 'success', ERROR_FLASH_MS);
      reload();
    };
  const expire: ActionButton = {
    name: 'expire',
    title: t('profile.expire'),
    can: ({ row }) => !row?.['is_expired'],
    onClick: act('expire', () => undefined, t('profile.expired')),
  };
  const reuse: ActionButton = {
    name: 'reuse',
    title: t('profile.reuse'),
    has: reusable,
    onClick: act('reuse', (row) => ({ is_reusable: !row['is_reusable'] }), t('form.updateSuccess')),
  };
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{t('profile.connectionTokenHelp')}</p>
      <OwnList
        url={CONNECTION_TOKENS_URL}
        routeName="ConnectionToken"
        routeQuery={query}
        resource="connectiontoken"
        create={null}
        columns={{ token_id: { label: t('profile.tokenId'), render: (row) => <SecretValue value={row.id} label={t('profile.tokenId')} inline />, width: 420, sortable: false } }}
        defaultColumns={['token_id', 'asset', 'account', 'protocol', 'date_expired', 'is_reusable']}
        minColumns={['token_id']}
        rowActions={{ delete: false, extra: [expire, reuse] }}
      />
    </div>
  );
}
