import { Button } from '../../blocks/controls/button';
import { useT } from '../../blocks/i18n/use-t';
import { ConfiguredDetail, type DetailScreenSource } from '../common/detail-screen';
import { useDetailScreenEnv } from '../common/detail-screen-env';
import * as styles from './resource-list.css';

const NO_QUERY = new URLSearchParams();

/** A row's detail in place of the list, read-only, with the way back. */
export function ResourceDetail({ source, id, onBack }: { source: DetailScreenSource; id: string; onBack: () => void }) {
  const t = useT();
  const env = useDetailScreenEnv();
  const config = typeof source === 'function' ? source(env) : source;
  return (
    <div className={styles.detail} part="detail">
      <div>
        <Button icon="arrow-left" autoFocus onClick={onBack}>
          {t('resourceList.back')}
        </Button>
      </div>
      <ConfiguredDetail config={{ ...config, actions: { ...config.actions, update: false, delete: false } }} id={id} query={NO_QUERY} />
    </div>
  );
}
