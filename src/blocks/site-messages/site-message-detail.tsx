import { Button } from '../controls/button';
import { Dialog } from '../dialog/dialog';
import { formatDateTime } from '../../core/i18n';
import type { SiteMessage } from '../../core/site-messages';
import { useT } from '../i18n/use-t';
import { sanitizeMessage } from './sanitize-message';
import * as styles from './site-message-drawer.css';

export interface SiteMessageDetailProps {
  message: SiteMessage;
  /** Confirm, the close button and Escape: read. */
  onRead: () => void;
  /** Cancel: closed, still unread. */
  onCancel: () => void;
}

/** One message: its Markdown (or HTML) shown as formatted text, only after DOMPurify. */
export function SiteMessageDetail({ message, onRead, onCancel }: SiteMessageDetailProps) {
  const t = useT();
  const text = String(message.content.message ?? '');
  const sender = message.content['sender'];
  return (
    <Dialog
      title={message.content.subject}
      width="min(640px, 92vw)"
      onClose={onRead}
      footer={
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button variant="primary" autoFocus onClick={onRead}>
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      <p className={styles.meta}>
        {formatDateTime(message.date_created)}
        {typeof sender === 'string' && sender ? ` · ${sender}` : ''}
      </p>
      <div className={styles.message} dangerouslySetInnerHTML={{ __html: sanitizeMessage(text) }} />
    </Dialog>
  );
}
