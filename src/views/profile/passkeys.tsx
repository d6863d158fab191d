import { useId, useState } from 'react';
import { useStore } from 'zustand';
import { Button } from '../../blocks/controls/button';
import { useBusy } from '../../blocks/controls/use-busy';
import * as controls from '../../blocks/controls/controls.css';
import { Dialog } from '../../blocks/dialog/dialog';
import { useT } from '../../blocks/i18n/use-t';
import type { ActionContext } from '../../blocks/list-table/types';
import { MESSAGE_FLASH_MS } from '../../core/constants';
import { feedback, isHttpError } from '../../core/http';
import { errorText } from '../../core/http/error-text';
import { sessionStore } from '../../core/session/store';
import { registerPasskey } from '../../core/webauthn/passkey-registration';
import type { ScreenProps } from '../types';
import { OwnList, toggleActive } from './own-list';
import { PASSKEYS_URL } from './profile-urls';
import * as styles from './profile.css';

/** Names the new passkey, then lets the browser's authenticator make it; local accounts only, as the server has it. */
function AddPasskeyDialog({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const t = useT();
  const source = useStore(sessionStore, (state) => state.profile?.source);
  const field = useId();
  const [name, setName] = useState('');
  const [busy, whileBusy] = useBusy();
  const [problem, setProblem] = useState('');
  const local = source?.value === 'local';
  const add = async () => {
    if (!name.trim()) return setProblem(t('validation.required'));
    setProblem('');
    await whileBusy(async () => {
      try {
        await registerPasskey(name.trim());
        feedback().flash(t('form.createSuccess'), 'success', MESSAGE_FLASH_MS);
        onAdded();
      } catch (error) {
        // A 412 the person cancelled says nothing more; the browser's refusals name themselves.
        if (isHttpError(error) && error.status === 412) return;
        setProblem(isHttpError(error) ? errorText(error.data) || error.message : error instanceof Error ? error.message : String(error));
      }
    });
  };
  return (
    <Dialog
      title={t('profile.addPasskey')}
      width="520px"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {local && (
            <Button variant="primary" loading={busy} onClick={() => void add()}>
              {t('profile.addPasskey')}
            </Button>
          )}
        </>
      }
    >
      {local ? (
        <form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <label htmlFor={field}>{t('profile.passkeyName')}</label>
          <input id={field} className={controls.input} value={name} placeholder={t('profile.passkeyPlaceholder')} onChange={(event) => setName(event.target.value)} autoFocus />
          {problem && (
            <p className={styles.error} role="alert">
              {problem}
            </p>
          )}
        </form>
      ) : (
        <p className={styles.error} role="alert">
          {t('profile.passkeyLocalOnly', { source: source?.label ?? '' })}
        </p>
      )}
    </Dialog>
  );
}

/** The user's passkeys (AUTH_PASSKEY): added with the browser's authenticator, switched off and on, deleted. */
export default function Passkeys({ query }: ScreenProps) {
  const t = useT();
  const [adding, setAdding] = useState<null | (() => void)>(null);
  const create = { title: t('profile.addPasskey'), onClick: ({ reload }: ActionContext) => setAdding(() => reload) };
  return (
    <>
      <OwnList
        url={PASSKEYS_URL}
        routeName="Passkey"
        routeQuery={query}
        resource="passkey"
        create={create}
        defaultColumns={['name', 'is_active', 'platform', 'date_last_used', 'date_created']}
        minColumns={['name']}
        rowActions={{ extra: [toggleActive(PASSKEYS_URL)] }}
      />
      {adding && (
        <AddPasskeyDialog
          onClose={() => setAdding(null)}
          onAdded={() => {
            adding();
            setAdding(null);
          }}
        />
      )}
    </>
  );
}
