import { useEffect, useEffectEvent, useId, useState } from 'react';
import {
  checkConfirmSecret,
  confirmFailureText,
  fetchConfirmOptions,
  firstEnabledChoice,
  sendMfaCode,
  submitConfirm,
  trySilentRelogin,
  type ConfirmOptions,
} from '../../core/confirm';
import { CONFIRM_DIALOG_WIDTH_PX, MESSAGE_FLASH_MS, SMS_COUNTDOWN_S } from '../../core/constants';
import { feedback, goToLogin } from '../../core/http';
import { Button } from '../controls/button';
import * as controls from '../controls/controls.css';
import { ActionDialog } from '../dialog/action-dialog';
import { Dialog } from '../dialog/dialog';
import { RadioGroup } from '../controls/radio-group';
import { useT } from '../i18n/use-t';
import { useCountdown } from './use-countdown';
import * as styles from './confirm-identity.css';

export interface ConfirmIdentityDialogProps {
  /** What the server asked for: relogin, password or mfa. */
  confirmType: string;
  /** true once confirmed (the request is sent again), false when cancelled or failed. */
  onDone: (confirmed: boolean) => void;
}

type Phase = { kind: 'loading' } | { kind: 'relogin' } | { kind: 'ask'; options: ConfirmOptions };

/**
 * The identity check behind a 412 (spec "Confirm-identity dialog"). A relogin
 * is first tried silently; otherwise the user picks how to confirm and types
 * the secret. Success runs the pending request; failure says why and cancels.
 */
export function ConfirmIdentityDialog({ confirmType, onDone }: ConfirmIdentityDialogProps) {
  const t = useT();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  // What the check ends with reaches the caller of the moment, without asking the server again.
  const done = useEffectEvent(onDone);
  const typeFailed = useEffectEvent((error: unknown) => {
    feedback().flash(confirmFailureText(error, t('confirm.typeFailed')), 'error', MESSAGE_FLASH_MS);
    onDone(false);
  });
  useEffect(() => {
    let live = true;
    (async () => {
      let options: ConfirmOptions;
      try {
        options = await fetchConfirmOptions(confirmType);
      } catch (error) {
        return typeFailed(error);
      }
      if (options.confirmType === 'relogin') {
        if (await trySilentRelogin()) return live && done(true);
        if (live) setPhase({ kind: 'relogin' });
        return;
      }
      if (live) setPhase({ kind: 'ask', options });
    })();
    return () => {
      live = false;
    };
  }, [confirmType]);

  if (phase.kind === 'loading') return null;
  if (phase.kind === 'relogin') {
    return (
      <Dialog
        title={t('confirm.title')}
        role="alertdialog"
        width={`${CONFIRM_DIALOG_WIDTH_PX}px`}
        onClose={() => onDone(false)}
        footer={
          <>
            <Button onClick={() => onDone(false)}>{t('common.cancel')}</Button>
            <Button variant="primary" autoFocus onClick={goToLogin}>
              {t('confirm.relogin')}
            </Button>
          </>
        }
      >
        <p>{t('confirm.reloginRequired')}</p>
      </Dialog>
    );
  }
  return <ConfirmSecretDialog options={phase.options} onDone={onDone} />;
}

/** Choosing how to confirm and typing the secret; the first enabled way is chosen. */
export function ConfirmSecretDialog({ options, onDone }: { options: ConfirmOptions; onDone: (confirmed: boolean) => void }) {
  const t = useT();
  const [subType, setSubType] = useState(() => firstEnabledChoice(options.choices)?.name ?? '');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [countdown, startCountdown] = useCountdown();
  const choice = options.choices.find((candidate) => candidate.name === subType);
  const chooserId = useId();
  const secretId = useId();
  const errorId = useId();

  const confirm = async () => {
    const problem = checkConfirmSecret(subType, secret);
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    try {
      await submitConfirm({ confirmType: options.confirmType, subType, secret });
      onDone(true);
    } catch (failure) {
      feedback().flash(confirmFailureText(failure, t('confirm.failed')), 'error', MESSAGE_FLASH_MS);
      onDone(false);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    startCountdown(SMS_COUNTDOWN_S);
    try {
      await sendMfaCode('sms');
    } catch (failure) {
      setError(confirmFailureText(failure, t('confirm.smsFailed')));
    }
  };

  return (
    <ActionDialog
      title={t('confirm.title')}
      width={`${CONFIRM_DIALOG_WIDTH_PX}px`}
      onClose={() => onDone(false)}
      action={{ label: t('common.confirm'), run: confirm, busy, disabled: !subType }}
      formClassName={styles.form}
    >
      <p className={controls.muted}>{t('confirm.help')}</p>
      {options.choices.length > 1 && (
        <div className={styles.row}>
          <span id={chooserId}>{t('confirm.method')}</span>
          <RadioGroup
            labelledBy={chooserId}
            value={subType}
            onChange={(value) => {
              setSubType(String(value));
              setSecret('');
              setError('');
            }}
            options={options.choices.map((candidate) => ({ value: candidate.name, label: candidate.displayName, disabled: candidate.disabled }))}
          />
        </div>
      )}
      <label htmlFor={secretId}>{choice?.displayName ?? t('confirm.secret')}</label>
      <div className={styles.secretRow}>
        <input
          id={secretId}
          className={controls.input}
          type={subType === 'password' ? 'password' : 'text'}
          inputMode={subType === 'password' ? undefined : 'numeric'}
          autoComplete={subType === 'password' ? 'current-password' : 'one-time-code'}
          autoFocus
          placeholder={choice?.placeholder}
          value={secret}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setSecret(event.target.value);
            setError('');
          }}
        />
        {subType === 'sms' && (
          <Button disabled={countdown > 0} onClick={sendCode}>
            {countdown > 0 ? t('confirm.resendIn', { seconds: countdown }) : t('confirm.sendCode')}
          </Button>
        )}
      </div>
      {error && (
        <span id={errorId} className={controls.errorText} role="alert">
          {error}
        </span>
      )}
    </ActionDialog>
  );
}
