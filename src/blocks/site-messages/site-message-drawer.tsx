import { lazy, Suspense, useId, useState } from 'react';
import type { SiteMessage } from '../../core/site-messages';
import { Button } from '../controls/button';
import { useT } from '../i18n/use-t';
import { SiteMessageListView } from './site-message-list-view';
import { useSiteMessageList } from './use-site-message-list';
import * as styles from './site-message-drawer.css';
import { ModalSurface } from '../dialog/modal-surface';

const SiteMessageDetail = lazy(() => import('./site-message-detail').then((module) => ({ default: module.SiteMessageDetail })));

/** The drawer of unread site messages, from the right edge: 380 px, 70% on mobile. */
export function SiteMessageDrawer({ onClose }: { onClose: () => void }) {
  const t = useT();
  const model = useSiteMessageList();
  const [open, setOpen] = useState<SiteMessage | null>(null);
  const titleId = useId();

  return (
    <ModalSurface
      className={styles.drawer}
      aria-labelledby={titleId}
      part="drawer"
      onCancel={(event) => {
        event.preventDefault();
        if (!open) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('siteMessages.title')}
          </h2>
          <Button variant="icon" icon="close" aria-label={t('common.close')} onClick={onClose} />
        </div>
        <SiteMessageListView
          messages={model.messages}
          count={model.count}
          page={model.page}
          pageCount={model.pageCount}
          loading={model.loading}
          failed={model.failed}
          busy={model.busy}
          selected={model.selected}
          onRetry={model.retry}
          onPage={model.setPage}
          onToggle={model.toggle}
          onOpen={setOpen}
          onMarkSelected={() => void model.markRead([...model.selected])}
          onMarkAll={() => void model.markAllRead()}
        />
      </div>
      {open && (
        <Suspense fallback={null}>
          <SiteMessageDetail
            message={open}
            onCancel={() => setOpen(null)}
            onRead={() => {
              setOpen(null);
              void model.markRead([open.id]);
            }}
          />
        </Suspense>
      )}
    </ModalSurface>
  );
}
