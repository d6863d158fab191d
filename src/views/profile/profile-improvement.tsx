import { useId, useState, type ReactNode } from 'react';
import { useData } from '../../blocks/data/use-data';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import { DetailCard } from '../../blocks/detail-page/detail-card';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { http } from '../../core/http';
import type { MessageKey } from '../../core/i18n';
import { leavePage } from '../../core/navigation';
import { navigateTo } from '../../core/routes';
import { loadProfile } from '../../core/session/load-profile';
import { setProfile } from '../../core/session/store';
import type { Profile } from '../../core/session/types';
import { OTP_BIND_URL, PROFILE_URL } from './profile-urls';
import * as styles from './profile.css';

type StepName = 'mfa' | 'terms' | 'information';

const STEP_TITLES: Record<StepName, MessageKey> = {
  mfa: 'profile.wizard.mfaTitle',
  terms: 'profile.wizard.termsTitle',
  information: 'profile.wizard.informationTitle',
};

const TERMS: readonly MessageKey[] = ['profile.wizard.term1', 'profile.wizard.term2', 'profile.wizard.term3', 'profile.wizard.term4'];

/** Where the first login ends: the workbench, or whatever view the user may open instead. */
const LANDING = '/workbench';

function StepCard({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

/** MFA the security settings force on this user: bound on the server's own pages, which come back here. */
function MfaStep({ bound, onNext }: { bound: boolean; onNext: () => void }) {
  const t = useT();
  return (
    <StepCard
      title={t('profile.wizard.mfaTitle')}
      actions={
        <>
          {!bound && (
            <Button variant="primary" icon="lock" onClick={() => leavePage(OTP_BIND_URL)}>
              {t('profile.wizard.bindOtp')}
            </Button>
          )}
          <Button variant={bound ? 'primary' : 'default'} disabled={!bound} onClick={onNext}>
            {t('profile.wizard.next')}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{t('profile.wizard.mfaRequired')}</p>
      <p className={styles.muted}>{t('profile.wizard.mfaHow')}</p>
      <p className={`${styles.status} ${bound ? styles.done : styles.pending}`} role="status" data-testid="mfa-status">
        <Icon name={bound ? 'circle-check' : 'warning'} />
        {t(bound ? 'profile.wizard.mfaBound' : 'profile.wizard.mfaNotBound')}
      </p>
    </StepCard>
  );
}

function TermsStep({ agreed, onAgree, onBack, onNext }: { agreed: boolean; onAgree: (value: boolean) => void; onBack?: (() => void) | undefined; onNext: () => void }) {
  const t = useT();
  const checkbox = useId();
  const [refused, setRefused] = useState(false);
  return (
    <StepCard
      title={t('profile.wizard.termsTitle')}
      actions={
        <>
          {onBack && <Button onClick={onBack}>{t('profile.wizard.back')}</Button>}
          <Button variant="primary" onClick={() => (agreed ? onNext() : setRefused(true))}>
            {t('profile.wizard.next')}
          </Button>
        </>
      }
    >
      <p className={styles.text}>{t('profile.wizard.termsIntro')}</p>
      <ol className={styles.terms}>
        {TERMS.map((term) => (
          <li key={term}>{t(term)}</li>
        ))}
      </ol>
      <div className={styles.agree}>
        <input
          id={checkbox}
          type="checkbox"
          checked={agreed}
          aria-describedby={refused && !agreed ? `${checkbox}-error` : undefined}
          onChange={(event) => {
            onAgree(event.target.checked);
            setRefused(false);
          }}
        />
        <label htmlFor={checkbox}>{t('profile.wizard.agree')}</label>
      </div>
      {refused && !agreed && (
        <p id={`${checkbox}-error`} className={styles.error} role="alert">
          {t('profile.wizard.agreeFirst')}
        </p>
      )}
    </StepCard>
  );
}

/** The last step: what the user completes of their profile, saved with the first-login flag cleared. */
function InformationStep({ profile, onBack }: { profile: Profile; onBack: () => void }) {
  const t = useT();
  const forced = Boolean(profile['mfa_force_enabled']);
  const keys = profile.source?.value === 'local' && Boolean(profile['can_public_key_auth']);
  const finish = async () => {
    // The session follows the server, so the first-login hold ends with it.
    const { profile: fresh, extra } = await loadProfile(http);
    setProfile(fresh, extra);
    navigateTo(LANDING);
  };
  return (
    <StepCard title={t('profile.wizard.informationTitle')} actions={null}>
      <DetailCard
        title={t('profile.account')}
        items={[
          { key: t('profile.field.username'), value: profile.username },
          { key: t('profile.field.name'), value: profile.name },
          { key: t('profile.field.email'), value: profile.email ?? '' },
        ]}
      />
      <ResourceForm
        url={PROFILE_URL}
        objectUrl={PROFILE_URL}
        groups={[{ fields: ['phone', 'wechat', 'mfa_level', 'public_key'] }]}
        overrides={{
          mfa_level: { hidden: () => forced, helpText: t('profile.wizard.mfaLevelHelp') },
          public_key: { widget: 'textarea', placeholder: 'ssh-ed25519 AAAA…', helpText: t('profile.sshKeyHelp'), hidden: () => !keys },
        }}
        transformBody={(body) => ({ ...body, is_first_login: false })}
        hasReset={false}
        submitText={t('profile.wizard.finish')}
        extraActions={() => <Button onClick={onBack}>{t('profile.wizard.back')}</Button>}
        onSuccess={() => void finish()}
      />
    </StepCard>
  );
}

/**
 * The first-login wizard: binding an authenticator when MFA is forced on the
 * user, the terms of use, then the profile to complete. The shell keeps the
 * user here until it is done.
 */
export default function ProfileImprovement() {
  const t = useT();
  const profile = useData<Profile>(['profile-improvement'], () => http.get(PROFILE_URL), { revalidateOnFocus: false });
  const [chosen, setChosen] = useState<StepName | null>(null);
  const [agreed, setAgreed] = useState(false);
  const data = profile.data;
  if (!data) return <span className={controls.skeleton} style={{ width: '40%' }} />;

  const bound = Boolean(data['is_otp_secret_key_bound']);
  const steps: StepName[] = [...(data['mfa_force_enabled'] ? (['mfa'] as const) : []), 'terms', 'information'];
  const done: Record<StepName, boolean> = { mfa: bound, terms: agreed, information: false };
  // Coming back from the binding pages with an authenticator bound, the wizard goes on past that step.
  const current = chosen ?? steps.find((step) => !(step === 'mfa' && bound)) ?? 'terms';
  const index = steps.indexOf(current);
  const go = (offset: number) => setChosen(steps[index + offset] ?? current);

  return (
    <div className={styles.wizard} data-testid="first-login-wizard">
      <p className={styles.muted}>{t('profile.wizard.intro')}</p>
      <ol className={styles.steps} aria-label={t('profile.wizard.progress')}>
        {steps.map((step, position) => (
          <li key={step} className={styles.step} aria-current={step === current ? 'step' : undefined}>
            <span className={styles.stepNumber}>{position + 1}</span>
            {t(STEP_TITLES[step])}
            {done[step] && step !== current && <Icon name="check" />}
          </li>
        ))}
      </ol>
      {current === 'mfa' && <MfaStep bound={bound} onNext={() => go(1)} />}
      {current === 'terms' && <TermsStep agreed={agreed} onAgree={setAgreed} onBack={index > 0 ? () => go(-1) : undefined} onNext={() => go(1)} />}
      {current === 'information' && <InformationStep profile={data} onBack={() => go(-1)} />}
    </div>
  );
}
