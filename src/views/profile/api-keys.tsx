import { useId, useState } from 'react';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import { Dialog } from '../../blocks/dialog/dialog';
import { useT } from '../../blocks/i18n/use-t';
import type { ActionContext } from '../../blocks/list-table/types';
import { http } from '../../core/http';
import type { ScreenProps } from '../types';
import { OwnList, toggleActive } from './own-list';
import * as styles from './profile.css';

const ACCESS_KEYS_URL = '/api/v1/authentication/access-keys/';

interface NewKey {
  id: string;
  secret: string;
}

/** The one moment the secret exists in the browser: shown, never stored, gone when closed. */
function NewKeyDialog({ created, onClose }: { created: NewKey; onClose: () => void }) {
  const t = useT();
  const idField = useId();
  const secretField = useId();
  return (
    <Dialog title={t('profile.keyCreated')} width="520px" onClose={onClose} footer={<Button onClick={onClose}>{t('common.close')}</Button>}>
      <p role="alert">{t('profile.secretOnce')}</p>
      <div className={styles.keyFields}>
        <label htmlFor={idField}>{t('profile.accessKeyId')}</label>
        <input id={idField} className={controls.input} readOnly value={created.id} onFocus={(event) => event.target.select()} />
        <label htmlFor={secretField}>{t('profile.accessKeySecret')}</label>
        <input id={secretField} className={controls.input} readOnly value={created.secret} onFocus={(event) => event.target.select()} />
      </div>
    </Dialog>
  );
}

/** The user's API keys: made (after confirming who they are) and shown once, switched off, deleted. */
export default function ApiKeys({ query }: ScreenProps) {
  const t = useT();
  const [created, setCreated] = useState<NewKey | null>(null);
  const create = {
    title: t('table.create'),
    onClick: async ({ reload }: ActionContext) => {
      setCreated(await http.post<NewKey>(ACCESS_KEYS_URL, {}));
      reload();
    },
  };
  return (
    <>
      <OwnList
        url={ACCESS_KEYS_URL}
        routeName="ApiKey"
        routeQuery={query}
        resource="accesskey"
        search={false}
        create={create}
        // The id column is the table's selection key: the key's id shows under a column of its own.
        columns={{ key_id: { label: t('profile.accessKeyId'), render: (row) => String(row.id), sortable: false } }}
        defaultColumns={['key_id', 'is_active', 'ip_group', 'date_last_used', 'date_created']}
        minColumns={['key_id']}
        rowActions={{ extra: [toggleActive(ACCESS_KEYS_URL)] }}
      />
      {created && <NewKeyDialog created={created} onClose={() => setCreated(null)} />}
    </>
  );
}
