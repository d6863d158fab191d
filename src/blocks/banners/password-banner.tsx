import { hrefFor } from '../../core/routes/navigate';
import type { Profile } from '../../core/session/types';
import { useT } from '../i18n/use-t';
import { Banner } from './banner';
import * as styles from './banner.css';
import { passwordNotice } from './password-state';

/** The password banner for local users whose password has expired or expires within 5 days. */
export function PasswordBannerView({ profile, expirationDays, now }: { profile: Profile | null; expirationDays: unknown; now?: Date }) {
  const t = useT();
  const notice = passwordNotice(profile, expirationDays, now);
  if (!notice) return null;
  return (
    <Banner
      tone={notice.kind === 'expired' ? 'danger' : 'warning'}
      action={
        <a className={styles.action} href={hrefFor({ name: 'ProfileSetting' })}>
          {t('banner.passwordAction')}
        </a>
      }
    >
      {notice.kind === 'expired' ? t('banner.passwordExpired') : t('banner.passwordExpiring', { days: notice.daysLeft })}
    </Banner>
  );
}
