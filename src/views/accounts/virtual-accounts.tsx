import { useData } from '../../blocks/data/use-data';
import { useStore } from 'zustand';
import * as controls from '../../blocks/controls/controls.css';
import { DetailCard } from '../../blocks/detail-page/detail-card';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { Row } from '../../blocks/resource/row';
import { http, isHttpError } from '../../core/http';
import { settingsStore } from '../../core/public-settings';
import { detailUrl } from '../../core/resources';
import { navigateTo } from '../../core/routes';
import { detailScreen } from '../common/detail-screen';
import type { ScreenProps } from '../types';
import { VIRTUAL_ACCOUNTS_URL } from './accounts-urls';
import * as styles from '../common/page.css';

/** Only the dynamic user account (@USER) has anything to change: whether it takes the secret the user logged in with. */
const changeable = (account: Row) => account['alias'] === '@USER';

/** The accounts that are no account on an asset: typed in on connect, the user's own, anonymous, specified. */
export function VirtualAccountList() {
  return (
    <ListTable
      url={VIRTUAL_ACCOUNTS_URL}
      routeName="AssetAccountList"
      name="virtual-accounts"
      perms={{ app: 'accounts', resource: 'virtualaccount' }}
      formRoutes={{ update: 'VirtualAccountUpdate' }}
      detailRoute="VirtualAccountDetail"
      toolbar={{ create: false, import: false, export: false, bulkDelete: false }}
      selectable={false}
      search={false}
      defaultColumns={['name', 'username', 'comment']}
      minColumns={['name']}
      rowActions={{ delete: false, editable: changeable }}
    />
  );
}

export const VirtualAccountDetail = detailScreen({
  url: VIRTUAL_ACCOUNTS_URL,
  routeName: 'VirtualAccountDetail',
  fields: ['name', 'alias', 'username', 'secret_from_login', 'comment', 'date_created', 'date_updated'],
  actions: { delete: false },
  readOnly: (account) => !changeable(account),
});

/**
 * A virtual account's one setting: whether the dynamic user account takes the
 * secret the user logged in with, which needs the server to keep login
 * passwords (CACHE_LOGIN_PASSWORD_ENABLED).
 */
export function VirtualAccountUpdate({ params }: ScreenProps) {
  const t = useT();
  const id = params['id'] ?? '';
  const cached = useStore(settingsStore, (state) => state.settings['CACHE_LOGIN_PASSWORD_ENABLED'] === true);
  const account = useData(['virtual-account', id], () => http.get<Row>(detailUrl(VIRTUAL_ACCOUNTS_URL, id), { silent: true }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (account.error) return <div role="alert">{t(isHttpError(account.error) && account.error.status === 404 ? 'detail.notFound' : 'detail.loadFailed')}</div>;
  if (!account.data) return <div className={controls.skeleton} aria-busy="true" />;
  const data = account.data;
  return (
    <div className={styles.stack}>
      <DetailCard
        title={String(data.name ?? '')}
        items={[
          { key: t('accounts.virtual.username'), value: String(data['username'] || '-') },
          { key: t('accounts.virtual.purpose'), value: String(data['comment'] || '-') },
        ]}
      />
      {changeable(data) ? (
        <>
          {!cached && <p className={styles.note}>{t('accounts.virtual.loginPasswordsNotKept')}</p>}
          <ResourceForm
            url={VIRTUAL_ACCOUNTS_URL}
            id={id}
            routeName="VirtualAccountUpdate"
            groups={[{ fields: ['secret_from_login'] }]}
            overrides={{ secret_from_login: { disabled: !cached } }}
            canSubmit={cached}
            onSuccess={() => navigateTo({ name: 'VirtualAccountDetail', params: { id } })}
          />
        </>
      ) : (
        <p className={styles.note}>{t('accounts.virtual.nothingToChange')}</p>
      )}
    </div>
  );
}
