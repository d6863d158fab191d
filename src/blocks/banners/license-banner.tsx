import { formatDate } from '../../core/i18n';
import { hrefFor } from '../../core/routes/navigate';
import { useT } from '../i18n/use-t';
import { Banner } from './banner';
import * as styles from './banner.css';
import { licenseNotices, type LicenseDetail } from './license-state';

/** The license notices as banners, linking to the license page (the extended edition, with the change-license permission). */
export function LicenseBannerView({ detail, now }: { detail: LicenseDetail | undefined; now?: Date }) {
  const t = useT();
  const notices = licenseNotices(detail, now);
  if (!notices.length) return null;
  const action = (
    <a className={styles.action} href={hrefFor({ name: 'License' })}>
      {t('banner.licenseAction')}
    </a>
  );
  return (
    <>
      {notices.map((notice) => (
        <Banner key={notice.kind} tone={notice.kind === 'expiring' ? 'warning' : 'danger'} action={action}>
          {notice.kind === 'expired' && t('banner.licenseExpired')}
          {notice.kind === 'expiring' && t('banner.licenseExpiring', { date: formatDate(notice.date) })}
          {notice.kind === 'assetsExceeded' && t('banner.licenseAssetsExceeded')}
        </Banner>
      ))}
    </>
  );
}
