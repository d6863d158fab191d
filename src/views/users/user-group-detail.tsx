import { DetailCard, itemsFromMetadata } from '../../blocks/detail-page/detail-card';
import { DetailPage } from '../../blocks/detail-page/detail-page';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { useT } from '../../blocks/i18n/use-t';
import type { ScreenProps } from '../types';
import { USER_GROUPS_URL } from './users-urls';

/** A user group and its members. */
export default function UserGroupDetail({ params, query }: ScreenProps) {
  const t = useT();
  const { meta } = useMetadata(USER_GROUPS_URL);
  const fields = meta?.actions.GET ?? [];
  return (
    <DetailPage
      url={USER_GROUPS_URL}
      id={params['id'] ?? ''}
      routeName="UserGroupDetail"
      routeQuery={query}
      defaultTab="info"
      tabs={[
        {
          name: 'info',
          title: t('detail.basicInfo'),
          render: (group) => <DetailCard title={t('detail.basicInfo')} items={itemsFromMetadata(group, fields, ['name', 'users', 'labels', 'created_by', 'date_created', 'comment'])} />,
        },
      ]}
    />
  );
}
