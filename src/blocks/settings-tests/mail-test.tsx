import { useState } from 'react';
import { testMail, type TestOutcome } from '../../core/settings-tests';
import { Button } from '../controls/button';
import { useT } from '../i18n/use-t';
import { TestOutcomeText } from './test-outcome';
import * as styles from './settings-tests.css';

export interface MailTestProps {
  /** Sender and recipient from the form; the server sends with its saved SMTP settings. */
  body?: () => { EMAIL_FROM?: string; EMAIL_RECIPIENT?: string };
}

/** Sends a test mail and says what the server answered. */
export function MailTest({ body }: MailTestProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  return (
    <span className={styles.inline}>
      <Button
        icon="mail"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setOutcome(null);
          const result = await testMail(body?.() ?? {});
          setOutcome({ ok: result.ok, message: result.message || t(result.ok ? 'settingsTests.mailSent' : 'settingsTests.failed') });
          setBusy(false);
        }}
      >
        {t('settingsTests.testMail')}
      </Button>
      <TestOutcomeText outcome={outcome} />
    </span>
  );
}
