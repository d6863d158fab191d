import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { settingsStore } from '../../core/public-settings';
import { useT } from '../i18n/use-t';
import { Banner } from './banner';
import * as styles from './banner.css';
import { currentAnnouncement, dismiss, wasDismissed } from './announcement-state';

const AnnouncementContent = lazy(() => import('./announcement-content'));

/**
 * The announcement of the settings, across the top until closed: its subject,
 * its Markdown content (sanitized), and its link opened apart from the console.
 */
export function AnnouncementBanner() {
  const t = useT();
  const enabled = useStore(settingsStore, (state) => state.settings.ANNOUNCEMENT_ENABLED);
  const raw = useStore(settingsStore, (state) => state.settings.ANNOUNCEMENT);
  const announcement = currentAnnouncement(enabled, raw);
  const [closed, setClosed] = useState<string | null>(null);
  if (!announcement || closed === announcement.id || wasDismissed(announcement)) return null;
  return (
    <Banner
      tone="info"
      onDismiss={() => {
        dismiss(announcement);
        setClosed(announcement.id);
      }}
      action={
        announcement.link ? (
          <a className={styles.action} href={announcement.link} target="_blank" rel="noopener noreferrer">
            {t('banner.announcementMore')}
          </a>
        ) : undefined
      }
    >
      <strong>{t('banner.announcement', { subject: announcement.subject })}</strong>
      {announcement.content && (
        <Suspense fallback={null}>
          <AnnouncementContent markdown={announcement.content} />
        </Suspense>
      )}
    </Banner>
  );
}
