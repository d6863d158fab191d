import { useT } from '../../blocks/i18n/use-t';
import { Icon } from '../../blocks/icons/icon';
import { StatusPage } from '../../blocks/status-page/status-page';
import * as pageStyles from '../../blocks/status-page/status-page.css';

/** A screen whose code did not arrive is only fetched again by a reload; one that failed otherwise is tried again in place. */
export function ScreenLoadFailed({ codeMissing, onRetry }: { codeMissing: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <StatusPage icon="warning" title={t('shell.screenFailed')} text={t(codeMissing ? 'shell.screenCodeFailed' : 'shell.screenFailedText')}>
      <button type="button" className={pageStyles.primaryButton} onClick={codeMissing ? () => window.location.reload() : onRetry} data-testid="screen-retry">
        <Icon name="refresh" /> {t(codeMissing ? 'shell.reloadPage' : 'console.retry')}
      </button>
    </StatusPage>
  );
}
