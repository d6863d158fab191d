import { useT } from '../../blocks/i18n/use-t';
import { useRouteLinks } from '../../blocks/route-links/route-links';
import type { Row } from '../../blocks/resource/row';
import { useDetailScreenEnv } from '../common/detail-screen-env';
import * as styles from './audit.css';

/** A command as typed and what it printed (text, never markup). */
export function CommandOutput({ row }: { row: Row }) {
  const t = useT();
  const output = String(row['output'] ?? '');
  return <pre className={styles.commandOutput}>{`$ ${String(row['input'] ?? '')}\n${output || t('commandCell.noOutput')}`}</pre>;
}

/** The session a command was typed in, for those who may open it (lina's "Goto"). */
export function SessionLink({ id }: { id: unknown }) {
  const t = useT();
  const { can } = useDetailScreenEnv();
  const href = useRouteLinks().hrefFor({ name: 'SessionDetail', params: { id: String(id ?? '') } });
  if (!id || !href || !can('terminal.view_session')) return null;
  return <a href={href}>{t('commandCell.goToSession')}</a>;
}
