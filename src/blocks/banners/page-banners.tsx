import { lazy, Suspense, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { settingsStore } from '../../core/public-settings';
import { sessionStore } from '../../core/session/store';
import { currentAnnouncement, wasDismissed } from './announcement-state';
import { licenseNotices } from './license-state';
import { passwordNotice } from './password-state';
import { useLicenseDetail } from './use-license-detail';

// A banner's code loads only when it has something to say: most pages show none.
const AnnouncementBanner = lazy(() => import('./announcement-banner').then((module) => ({ default: module.AnnouncementBanner })));
const LicenseBannerView = lazy(() => import('./license-banner').then((module) => ({ default: module.LicenseBannerView })));
const PasswordBannerView = lazy(() => import('./password-banner').then((module) => ({ default: module.PasswordBannerView })));

const shown = (banner: ReactNode) => <Suspense fallback={null}>{banner}</Suspense>;

/** The page header's banners: the announcement until closed, the license's and the password's notices, each while it applies. */
export function PageBanners() {
  const settings = useStore(settingsStore, (state) => state.settings);
  const profile = useStore(sessionStore, (state) => state.profile);
  const license = useLicenseDetail();
  const announcement = currentAnnouncement(settings.ANNOUNCEMENT_ENABLED, settings.ANNOUNCEMENT);
  const expirationDays = settings.SECURITY_PASSWORD_EXPIRATION_TIME;
  return (
    <>
      {announcement && !wasDismissed(announcement) && shown(<AnnouncementBanner />)}
      {licenseNotices(license).length > 0 && shown(<LicenseBannerView detail={license} />)}
      {passwordNotice(profile, expirationDays) && shown(<PasswordBannerView profile={profile} expirationDays={expirationDays} />)}
    </>
  );
}
