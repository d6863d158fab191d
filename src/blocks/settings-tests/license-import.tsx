import { useId, useState } from 'react';
import { importLicense, type TestOutcome } from '../../core/settings-tests';
import * as controls from '../controls/controls.css';
import { Icon } from '../icons/icon';
import { useT } from '../i18n/use-t';
import { TestOutcomeText } from './test-outcome';
import * as styles from './settings-tests.css';

/** Uploads a license file (multipart); the page reloads its settings when it took. */
export function LicenseImport({ onImported }: { onImported?: () => void }) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  return (
    <span className={styles.inline}>
      <label htmlFor={id} className={controls.button.primary} aria-busy={busy || undefined}>
        {busy ? <span className={controls.spinner} aria-hidden="true" /> : <Icon name="upload" />}
        {t('settingsTests.importLicense')}
        <input
          id={id}
          type="file"
          className={styles.fileInput}
          disabled={busy}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setBusy(true);
            setOutcome(null);
            const result = await importLicense(file);
            setOutcome({ ok: result.ok, message: result.message || t(result.ok ? 'settingsTests.licenseImported' : 'settingsTests.failed') });
            setBusy(false);
            if (result.ok) onImported?.();
          }}
        />
      </label>
      <TestOutcomeText outcome={outcome} />
    </span>
  );
}
