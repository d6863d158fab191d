import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { DetailCard, itemsFromMetadata } from '../../blocks/detail-page/detail-card';
import { DetailPage, type DetailPageProps, type DetailTab } from '../../blocks/detail-page/detail-page';
import { useT } from '../../blocks/i18n/use-t';
import type { Row } from '../../blocks/list-table/types';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { hasPermission } from '../../core/perms';
import { sessionStore } from '../../core/session/store';
import type { ScreenProps } from '../types';

export interface DetailScreenConfig extends Omit<DetailPageProps, 'id' | 'routeQuery' | 'tabs' | 'defaultTab'> {
  /** The fields of the basic-information card, in order, labelled and shown by the list's metadata. */
  fields: readonly string[];
  /** What follows the card on the basic-information tab (a ticket's application, steps and comments). */
  infoExtra?: (object: Row, reload: () => void) => ReactNode;
  /** The tabs after the basic information (the Activity tab comes last, from the page). */
  tabs?: readonly DetailTab[];
}

/** What a configuration may depend on: the translator and what the signed-in user may do. */
export interface DetailScreenEnv {
  t: ReturnType<typeof useT>;
  can: (permission: string) => boolean;
}

export const INFO_TAB = 'info';

/**
 * A detail screen as configuration: the basic-information card from the
 * metadata, then named tabs and header actions. A configuration that needs
 * texts or permissions is a function of them.
 */
export function detailScreen(config: DetailScreenConfig | ((env: DetailScreenEnv) => DetailScreenConfig)) {
  return function DetailScreen({ params, query }: ScreenProps) {
    const t = useT();
    const perms = useStore(sessionStore, (state) => state.perms);
    const { fields, infoExtra, tabs = [], ...page } = typeof config === 'function' ? config({ t, can: (permission) => hasPermission(perms, permission) }) : config;
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
    return <DetailPage {...page} id={params['id'] ?? ''} routeQuery={query} defaultTab={INFO_TAB} tabs={[info, ...tabs]} />;
  };
}
