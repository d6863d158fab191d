import detailMessages from 'jms:messages/details';
import screenMessages from 'jms:messages/screens';
import { useEffect, useEffectEvent, useState } from 'react';
import { useData } from '../../blocks/data/use-data';
import { useJmsEvent } from '../../blocks/custom-element/host-context';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import { useT } from '../../blocks/i18n/use-t';
import { preloadData } from '../../core/data';
import { withMessages } from '../../core/i18n';
import { installImportsPreload } from '../../core/module-preload-imports';
import type { Row } from '../../blocks/resource/row';
import { loadResourceDetail, loadResourceList } from './resource-routes';

const READ_OPTIONS = { revalidateOnFocus: false };

const listKey = (resource: string) => ['resource-list', resource] as const;

/** Starts loading a resource's list and its code, which the list takes as it first renders: the element asks as it joins the session, not once the session has started. */
export function preloadResourceList(resource: string): void {
  installImportsPreload();
  preloadData(listKey(resource), () => loadResourceList(resource)).catch(() => undefined);
}

// A row's detail, its view (whose cards speak the screens' part) and its
// configuration: loaded when the first row opens, not with the list.
const detailView = withMessages([screenMessages, detailMessages], () => import('./resource-detail'));

function loadDetail(resource: string) {
  return Promise.all([detailView(), loadResourceDetail(resource)]).then(([module, source]) => ({ View: module.ResourceDetail, source }));
}

/** What shows while a list or a detail loads, or once it failed to (a detail that did not load leaves the way back to the list). */
function Pending({ failed, onRetry, onBack }: { failed: boolean; onRetry: () => void; onBack?: () => void }) {
  const t = useT();
  if (!failed) return <span className={controls.skeleton} aria-busy="true" />;
  return (
    <div className={controls.state} role="alert">
      {t(onBack ? 'resourceList.detailFailed' : 'resourceList.loadFailed')}
      <Button icon="refresh" onClick={onRetry}>
        {t('common.retry')}
      </Button>
      {onBack && (
        <Button icon="arrow-left" onClick={onBack}>
          {t('resourceList.back')}
        </Button>
      )}
    </div>
  );
}

/**
 * One of the console's lists, by its resource, for a page of its own: read,
 * searched, filtered and exported as in the console; a row's detail opens in
 * place of the list. Nothing is created, changed or deleted here.
 */
export function ResourceList({ resource }: { resource: string }) {
  const t = useT();
  const source = useData(listKey(resource), () => loadResourceList(resource), READ_OPTIONS);
  const [opened, setOpened] = useState<Row | null>(null);
  const detail = useData(opened ? ['resource-detail', resource] : null, () => loadDetail(resource), READ_OPTIONS);
  const failed = useJmsEvent('jms-error');
  const unknown = source.data === undefined && !source.isLoading && !source.error;

  // Said once when the resource turns out unknown, in the language of the moment.
  const sayUnknown = useEffectEvent((name: string) => failed({ code: 'unknown-resource', message: t('resourceList.unknown', { resource: name }) }));
  useEffect(() => {
    if (unknown) sayUnknown(resource);
  }, [unknown, resource]);

  if (source.isLoading || source.error) return <Pending failed={Boolean(source.error)} onRetry={() => void source.mutate()} />;
  if (!source.data) {
    return (
      <p className={controls.state} role="alert">
        {t('resourceList.unknown', { resource })}
      </p>
    );
  }
  const { list, Table, hasDetail } = source.data;
  if (opened) {
    const back = () => setOpened(null);
    if (!detail.data) return <Pending failed={Boolean(detail.error)} onRetry={() => void detail.mutate()} onBack={back} />;
    const { View, source: config } = detail.data;
    return <View source={config} id={opened.id} onBack={back} />;
  }
  return (
    <Table
      {...list}
      toolbar={{ ...list.toolbar, create: false, import: false, bulkDelete: false, bulkUpdate: false, clone: false }}
      rowActions={{ update: false, delete: false, clone: false }}
      selectable={false}
      onOpen={hasDetail ? setOpened : undefined}
    />
  );
}
