import { sanitizeMessage } from '../site-messages/sanitize-message';
import * as styles from './banner.css';

/** An announcement's Markdown, sanitized: loaded only when there is one to show (the sanitizer is not in the first page). */
export default function AnnouncementContent({ markdown }: { markdown: string }) {
  return <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: sanitizeMessage(markdown) }} />;
}
