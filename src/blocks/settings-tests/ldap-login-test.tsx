import { useId, useState } from 'react';
import { testLdapLogin, type TestOutcome } from '../../core/settings-tests';
import * as controls from '../controls/controls.css';
import { ActionDialog } from '../dialog/action-dialog';
import { useT } from '../i18n/use-t';
import { TestOutcomeText } from './test-outcome';
import * as styles from './settings-tests.css';

/** Tries an LDAP user's login with the saved settings. */
export function LdapLoginTestDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const userId = useId();
  const passwordId = useId();
  const run = async () => {
    if (!username || !password) return;
    setBusy(true);
    setOutcome(null);
    const result = await testLdapLogin({ username, password });
    setOutcome({ ok: result.ok, message: result.message || t(result.ok ? 'settingsTests.succeeded' : 'settingsTests.failed') });
    setBusy(false);
  };
  return (
    <ActionDialog
      title={t('settingsTests.ldapLoginTitle')}
      width="480px"
      onClose={onClose}
      dismissLabel={t('common.close')}
      action={{ label: t('settingsTests.test'), run, busy, disabled: !username || !password }}
      formClassName={styles.form}
    >
      <label htmlFor={userId}>{t('settingsTests.username')}</label>
      <input id={userId} className={controls.input} autoComplete="off" value={username} onChange={(event) => setUsername(event.target.value)} autoFocus />
      <label htmlFor={passwordId}>{t('settingsTests.password')}</label>
      <input id={passwordId} className={controls.input} type="password" autoComplete="off" value={password} onChange={(event) => setPassword(event.target.value)} />
      <TestOutcomeText outcome={outcome} />
    </ActionDialog>
  );
}
