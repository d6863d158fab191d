import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '../../blocks/controls/button';
import { DetailItems, itemsFromMetadata } from '../../blocks/detail-page/detail-card';
import { Dialog } from '../../blocks/dialog/dialog';
import { useT } from '../../blocks/i18n/use-t';
import type { Row } from '../../blocks/resource/row';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { http } from '../../core/http';
import { detailUrl } from '../../core/resources';
import { ACCOUNT_SECRETS_URL, ACCOUNTS_URL } from './accounts-urls';
import { SecretHistory } from './secret-history';
import { SecretValue } from '../../blocks/secret/secret-value';
import { SECRET_LABELS, secretTypeOf } from './secret-types';
import * as styles from './accounts.css';

/** What the dialog keeps of the answer: the secret and its passphrase, nothing else. */
interface Revealed {
  secret: string;
  passphrase: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * An account's secret, asked for when the dialog opens (the HTTP core runs
 * the identity check on the 412 first) and shown once: never cached, never
 * stored, dropped when the dialog closes. A cancelled check closes it.
 */
export function ViewSecretDialog({ account, onClose }: { account: Row; onClose: () => void }) {
  const t = useT();
  const { meta } = useMetadata(ACCOUNTS_URL);
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const [history, setHistory] = useState(false);

  const failed = useEffectEvent(() => onClose());
  useEffect(() => {
    let live = true;
    http.get<Record<string, unknown>>(detailUrl(ACCOUNT_SECRETS_URL, account.id)).then(
      (answer) => live && setRevealed({ secret: text(answer['secret']), passphrase: text(answer['passphrase']) }),
      // A cancelled identity check, or a failure the HTTP core already reported.
      () => live && failed(),
    );
    return () => {
      live = false;
    };
  }, [account.id]);

  if (!revealed) return null;
  const close = () => {
    setRevealed(null);
    setHistory(false);
    onClose();
  };
  const secretLabel = t(SECRET_LABELS[secretTypeOf(account['secret_type'])]);
  const fields = meta?.actions.GET ?? [];
  const passphraseLabel = fields.find((field) => field.name === 'passphrase')?.label ?? 'passphrase';
  const items = [
    ...itemsFromMetadata(account, fields, ['name', 'username', 'secret_type']),
    { key: secretLabel, value: revealed.secret ? <SecretValue value={revealed.secret} label={secretLabel} initiallyShown /> : '-' },
    ...(revealed.passphrase ? [{ key: passphraseLabel, value: <SecretValue value={revealed.passphrase} label={passphraseLabel} /> }] : []),
    ...itemsFromMetadata(account, fields, ['date_updated']),
  ];
  return (
    <Dialog
      title={t('accounts.secretTitle', { name: String(account.name || account['username'] || '') })}
      width="min(860px, 94vw)"
      onClose={close}
      footer={<Button onClick={close}>{t('common.close')}</Button>}
    >
      <DetailItems items={items} />
      <div className={styles.section}>
        {history ? (
          <SecretHistory account={account} />
        ) : (
          <div>
            <Button size="small" icon="clock" onClick={() => setHistory(true)}>
              {t('accounts.secretHistory')}
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
