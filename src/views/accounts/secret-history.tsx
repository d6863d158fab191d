import { useEffect, useState } from 'react';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import { useT } from '../../blocks/i18n/use-t';
import type { Row } from '../../blocks/resource/row';
import { SmallTable, type SmallColumn } from '../../blocks/list-table/small-table';
import { http, readPage } from '../../core/http';
import { formatDateTime } from '../../core/i18n';
import { ACCOUNT_SECRETS_URL } from './accounts-urls';
import { SecretValue } from '../../blocks/secret/secret-value';
import { SECRET_LABELS, secretTypeOf } from './secret-types';
import * as styles from './accounts.css';

interface Entry {
  id: string;
  secret: string;
  secretType: ReturnType<typeof secretTypeOf>;
  version: string;
  date: string;
  user: string;
}

type State = { kind: 'loading' } | { kind: 'refused' } | { kind: 'ready'; entries: Entry[] };

function entryOf(item: Record<string, unknown>, index: number): Entry {
  return {
    id: String(item['id'] ?? index),
    secret: typeof item['secret'] === 'string' ? item['secret'] : '',
    secretType: secretTypeOf(item['secret_type']),
    version: String(item['version'] ?? ''),
    date: typeof item['history_date'] === 'string' ? item['history_date'] : '',
    user: String(item['history_user'] ?? ''),
  };
}

/**
 * An account's earlier secrets, newest first (JumpServer's secret history),
 * read after the identity check like the secret itself and kept only while
 * shown; each is hidden until asked for. A cancelled check can be tried again.
 */
export function SecretHistory({ account }: { account: Row }) {
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    http.get(`${ACCOUNT_SECRETS_URL}${encodeURIComponent(account.id)}/histories/`).then(
      (answer) => live && setState({ kind: 'ready', entries: readPage<Record<string, unknown>>(answer).results.map(entryOf) }),
      () => live && setState({ kind: 'refused' }),
    );
    return () => {
      live = false;
    };
  }, [account.id, attempt]);

  const title = <h3 className={styles.historyTitle}>{t('accounts.secretHistory')}</h3>;
  if (state.kind === 'loading') {
    return (
      <section className={styles.section} aria-busy="true">
        {title}
        <span className={controls.skeleton} style={{ width: '50%' }} />
      </section>
    );
  }
  if (state.kind === 'refused') {
    return (
      <section className={styles.section}>
        {title}
        <p className={controls.muted}>{t('accounts.historyNeedsConfirm')}</p>
        <div>
          <Button size="small" icon="lock" onClick={() => setAttempt(attempt + 1)}>
            {t('accounts.confirmIdentity')}
          </Button>
        </div>
      </section>
    );
  }
  // Widths in pixels; the secret takes what is left.
  const columns: SmallColumn<Entry>[] = [
    { key: 'version', label: t('accounts.history.version'), width: 80, cell: (entry) => entry.version },
    {
      key: 'secret',
      label: t('accounts.history.secret'),
      className: styles.secretCell,
      cell: (entry) => <SecretValue value={entry.secret} label={`${t(SECRET_LABELS[entry.secretType])} v${entry.version}`} />,
    },
    { key: 'type', label: t('accounts.history.secretType'), width: 140, cell: (entry) => t(SECRET_LABELS[entry.secretType]) },
    { key: 'date', label: t('accounts.history.date'), width: 170, cell: (entry) => formatDateTime(entry.date) },
    { key: 'user', label: t('accounts.history.user'), width: 130, cell: (entry) => entry.user },
  ];
  return (
    <section className={styles.section}>
      {title}
      {state.entries.length === 0 ? (
        <p className={controls.muted}>{t('accounts.noHistory')}</p>
      ) : (
        <SmallTable columns={columns} items={state.entries} keyOf={(entry) => entry.id} className={styles.smallTable} />
      )}
    </section>
  );
}
