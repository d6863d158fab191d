import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useJmsEvent } from '../../blocks/custom-element/host-context';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import { useT } from '../../blocks/i18n/use-t';
import { ListTable } from '../../blocks/list-table/list-table';
import type { Row } from '../../blocks/list-table/types';
import { ConfiguredDetail } from '../common/detail-screen';
import { useDetailScreenEnv } from '../common/detail-screen-env';
import { loadResourceList } from './resource-routes';
import * as styles from './resource-list.css';

const NO_QUERY = new URLSearchParams();

/**
 * One of the console's lists, by its resource, for a page of its own: read,
 * searched, filtered and exported as in the console; a row's detail opens in
 * place of the list. Nothing is created, changed or deleted here.
 */
export function ResourceList({ resource }: { resource: string }) {
  const t = useT();
  const env = useDetailScreenEnv();
  const source = useSWR(['resource-list', resource], () => loadResourceList(resource), { revalidateOnFocus: false });
  const [opened, setOpened] = useState<Row | null>(null);
  const failed = useJmsEvent('jms-error');
  const unknown = source.data === undefined && !source.isLoading && !source.error;

  useEffect(() => {
    if (unknown) failed({ code: 'unknown-resource', message: t('resourceList.unknown', { resource }) });
  }, [unknown, resource]);

  if (source.isLoading) return <span className={controls.skeleton} aria-busy="true" />;
  if (source.error) {
    return (
      <div className={controls.state} role="alert">
        {t('resourceList.loadFailed')}
        <Button icon="refresh" onClick={() => void source.mutate()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!source.data) {
    return (
      <p className={controls.state} role="alert">
        {t('resourceList.unknown', { resource })}
      </p>
    );
  }
  const { list, detail } = source.data;
  if (opened && detail) {
    const config = typeof detail === 'function' ? detail(env) : detail;
    return (
      <div className={styles.detail} part="detail">
        <div>
          <Button icon="arrow-left" autoFocus onClick={() => setOpened(null)}>
            {t('resourceList.back')}
          </Button>
        </div>
        <ConfiguredDetail config={{ ...config, actions: { ...config.actions, update: false, delete: false } }} id={opened.id} query={NO_QUERY} />
      </div>
    );
  }
  return (
    <ListTable
      {...list}
      toolbar={{ ...list.toolbar, create: false, import: false, bulkDelete: false, bulkUpdate: false, clone: false }}
      rowActions={{ update: false, delete: false, clone: false }}
      selectable={false}
      onOpen={detail ? setOpened : undefined}
    />
  );
}
