import { DetailCard, itemsFromMetadata } from '../../blocks/detail-page/detail-card';
import { DetailPage, type DetailPageProps } from '../../blocks/detail-page/detail-page';
import { useT } from '../../blocks/i18n/use-t';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import type { ScreenProps } from '../types';

export interface DetailScreenConfig extends Omit<DetailPageProps, 'id' | 'routeQuery' | 'tabs'> {
  /** The fields of the basic-information card, in order. */
  fields: readonly string[];
}

/** A detail screen with the object's basic information (and its activity, from the page). */
export function detailScreen({ fields, ...page }: DetailScreenConfig) {
  return function DetailScreen({ params, query }: ScreenProps) {
    const t = useT();
    const { meta } = useMetadata(page.url);
    const known = meta?.actions.GET ?? [];
    return (
      <DetailPage
        {...page}
        id={params['id'] ?? ''}
        routeQuery={query}
        defaultTab="info"
        tabs={[{ name: 'info', title: t('detail.basicInfo'), render: (object) => <DetailCard title={t('detail.basicInfo')} items={itemsFromMetadata(object, known, fields)} /> }]}
      />
    );
  };
}
