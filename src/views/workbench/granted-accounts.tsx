import { useData } from '../../blocks/data/use-data';
import * as controls from '../../blocks/controls/controls.css';
import * as styles from './workbench.css';
import { useT } from '../../blocks/i18n/use-t';
import { Popover, PopoverButton, usePopup } from '../../blocks/menu';
import { http } from '../../core/http';

interface GrantedAccount {
  alias: string;
  name: string;
  username: string;
  has_secret?: boolean;
}

/** The accounts a granted asset may be reached with, read when asked for (a page of assets asks for none). */
export function GrantedAccounts({ url, asset }: { url: string; asset: string }) {
  const t = useT();
  const popup = usePopup({ placement: 'bottom-start' });
  const accounts = useData<GrantedAccount[]>(popup.open ? ['granted-accounts', url] : null, () => http.get<GrantedAccount[]>(url), { revalidateOnFocus: false });
  return (
    <>
      <PopoverButton popup={popup} className={`${controls.button.default} ${controls.small}`} aria-label={t('workbench.showAccountsOf', { name: asset })}>
        {t('workbench.showAccounts')}
      </PopoverButton>
      <Popover popup={popup} className={controls.popover} gutter={4} aria-label={t('workbench.accountsOf', { name: asset })}>
        {!accounts.data ? (
          <span className={controls.skeleton} style={{ width: '160px' }} aria-busy="true" />
        ) : accounts.data.length === 0 ? (
          <p className={`${controls.muted} ${styles.plainList}`}>{t('workbench.noAccounts')}</p>
        ) : (
          <ul className={styles.plainList}>
            {accounts.data.map((account) => (
              <li key={account.alias}>{account.username && account.username !== account.name ? `${account.name} (${account.username})` : account.name}</li>
            ))}
          </ul>
        )}
      </Popover>
    </>
  );
}
