import type { ActionButton, ActionContext } from '../../blocks/list-table/types';
import { useT } from '../../blocks/i18n/use-t';
import { ERROR_FLASH_MS } from '../../core/constants';
import { feedback, http } from '../../core/http';
import type { ScreenProps } from '../types';
import { OwnList } from './own-list';
import { TEMP_TOKENS_URL } from './profile-urls';
import { SecretValue } from '../../blocks/secret/secret-value';
import * as styles from './profile.css';

/** Temporary passwords (AUTH_TEMP_TOKEN): made for five minutes, for a client that cannot use the usual login, and ended early on demand. */
export default function TempPassword({ query }: ScreenProps) {
  const t = useT();
  const create = {
    title: t('table.create'),
    run: async ({ reload }: ActionContext) => {
      await http.post(TEMP_TOKENS_URL);
      feedback().flash(t('profile.tempCreated'), 'success', ERROR_FLASH_MS);
      reload();
    },
  };
  const expire: ActionButton = {
    name: 'expire',
    title: t('profile.expire'),
    can: ({ row }) => Boolean(row?.['is_valid']),
    onClick: async ({ row, reload }) => {
      if (!row) return;
      await http.patch(`${TEMP_TOKENS_URL}${row.id}/expire/`);
      feedback().flash(t('profile.expired'), 'success', ERROR_FLASH_MS);
      reload();
    },
  };
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
        rowActions={{ delete: false, extra: [expire] }}
      />
    </div>
  );
}
