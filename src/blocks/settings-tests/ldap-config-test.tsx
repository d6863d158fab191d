import { useEffect, useRef, useState } from 'react';
import { testLdapConfig, type TestOutcome } from '../../core/settings-tests';
import { Button } from '../controls/button';
import { useT } from '../i18n/use-t';
import { TestOutcomeText } from './test-outcome';
import * as styles from './settings-tests.css';

export interface LdapConfigTestProps {
  /** The LDAP settings as the form holds them (AUTH_LDAP_*). */
  settings: () => Record<string, unknown>;
}

/** Tests the LDAP connection: a fresh run, then every second while the server is still running it. */
export function LdapConfigTest({ settings }: LdapConfigTestProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  return (
    <span className={styles.inline}>
      <Button
        loading={busy}
        onClick={async () => {
          abort.current?.abort();
          abort.current = new AbortController();
          setBusy(true);
          setOutcome(null);
          const result = await testLdapConfig(settings(), { signal: abort.current.signal });
          setOutcome({ ok: result.ok, message: result.message || t(result.ok ? 'settingsTests.succeeded' : 'settingsTests.failed') });
          setBusy(false);
        }}
      >
        {busy ? t('settingsTests.testing') : t('settingsTests.testLdapConfig')}
      </Button>
      <TestOutcomeText outcome={outcome} />
    </span>
  );
}
