import { useId, useState } from 'react';
import { useData } from '../../blocks/data/use-data';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import * as formControls from '../../blocks/controls/form-controls.css';
import { DetailSection } from '../../blocks/detail-page/detail-section';
import { useT } from '../../blocks/i18n/use-t';
import { formatDateTime } from '../../core/i18n';
import { http, readPage } from '../../core/http';
import { TICKET_COMMENTS_URL } from './tickets-urls';
import * as styles from './tickets.css';

interface TicketComment {
  id: string;
  body: string;
  user_display?: string;
  date_created?: string;
}

/** The talk about a ticket, oldest first, and a box to add to it. */
export function TicketComments({ ticketId, onAdded }: { ticketId: string; onAdded?: () => void }) {
  const t = useT();
  const boxId = useId();
  const url = `${TICKET_COMMENTS_URL}?ticket_id=${encodeURIComponent(ticketId)}`;
  const comments = useData(['ticket-comments', ticketId], async () => readPage<TicketComment>(await http.get(url)).results, { revalidateOnFocus: false });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      await http.post(url, { body: text.trim() });
      setText('');
      await comments.mutate();
      onAdded?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <DetailSection title={t('tickets.comments')}>
      <div className={styles.comments}>
        {!comments.data ? (
          <span className={controls.skeleton} style={{ width: '50%' }} />
        ) : comments.data.length === 0 ? (
          <p className={controls.muted}>{t('tickets.noComments')}</p>
        ) : (
          <ol className={styles.commentList}>
            {comments.data.map((comment) => (
              <li key={comment.id} className={styles.comment}>
                <span className={controls.muted}>
                  {comment.user_display} · {formatDateTime(comment.date_created ?? '')}
                </span>
                <p className={styles.commentBody}>{comment.body}</p>
              </li>
            ))}
          </ol>
        )}
        <form
          className={styles.commentForm}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={boxId} className={controls.visuallyHidden}>
            {t('tickets.addComment')}
          </label>
          <textarea id={boxId} className={formControls.textarea} value={text} placeholder={t('tickets.addComment')} onChange={(event) => setText(event.target.value)} />
          <div>
            <Button type="submit" variant="primary" loading={busy} disabled={!text.trim()}>
              {t('tickets.send')}
            </Button>
          </div>
        </form>
      </div>
    </DetailSection>
  );
}
