import type { ReactNode } from 'react';
import { DetailCard, itemsFromMetadata } from '../../blocks/detail-page/detail-card';
import { DetailPage, type DetailPageProps, type DetailTab } from '../../blocks/detail-page/detail-page';
import { useT } from '../../blocks/i18n/use-t';
import type { Row } from '../../blocks/resource/row';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import type { ScreenProps } from '../types';
import { useDetailScreenEnv, type DetailScreenEnv } from './detail-screen-env';

export interface DetailScreenConfig extends Omit<DetailPageProps, 'id' | 'routeQuery' | 'tabs' | 'defaultTab'> {
  /** The fields of the basic-information card, in order, labelled and shown by the list's metadata. */
  fields: readonly string[];
  /** What follows the card on the basic-information tab (a ticket's application, steps and comments). */
  infoExtra?: (object: Row, reload: () => void) => ReactNode;
  /** The tabs after the basic information (the Activity tab comes last, from the page). */
  tabs?: readonly DetailTab[];
}

export const INFO_TAB = 'info';

/**
 * A configured detail page for an object: the basic-information card from the
 * metadata, then the configuration's tabs and header actions. Routed screens
 * come from detailScreen(); an element shows one in place.
 */
export function ConfiguredDetail({ config, id, query }: { config: DetailScreenConfig; id: string; query: URLSearchParams }) {
  const t = useT();
  const { fields, infoExtra, tabs = [], ...page } = config;
  const { meta } = useMetadata(page.url);
  const known = meta?.actions.GET ?? [];
  const info: DetailTab = {
    name: INFO_TAB,
    title: t('detail.basicInfo'),
    render: (object, reload) => (
      <>
        <DetailCard title={t('detail.basicInfo')} items={itemsFromMetadata(object, known, fields)} />
        {infoExtra?.(object, reload)}
      </>
    ),
  };
  return <DetailPage {...page} id={id} routeQuery={query} defaultTab={INFO_TAB} tabs={[info, ...tabs]} />;
}

/**
 * A detail screen as configuration. A configuration that needs texts or
 * permissions is a function of them.
 */
export function detailScreen(config: DetailScreenConfig | ((env: DetailScreenEnv) => DetailScreenConfig)) {
  function DetailScreen({ params, query }: ScreenProps) {
    const env = useDetailScreenEnv();
    return <ConfiguredDetail config={typeof config === 'function' ? config(env) : config} id={params['id'] ?? ''} query={query} />;
  }
  // Carried, for an element that shows the same detail in place.
  return Object.assign(DetailScreen, { config });
}

export type DetailScreenSource = DetailScreenConfig | ((env: DetailScreenEnv) => DetailScreenConfig);
