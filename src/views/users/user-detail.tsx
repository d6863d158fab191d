import { DetailCard, itemsFromMetadata } from '../../blocks/detail-page/detail-card';
import { DetailPage } from '../../blocks/detail-page/detail-page';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { useT } from '../../blocks/i18n/use-t';
import type { ScreenProps } from '../types';
import { USERS_URL } from './users-urls';

const INFO = ['name', 'username', 'email', 'phone', 'source', 'mfa_level', 'system_roles', 'org_roles', 'groups', 'is_active', 'is_valid', 'date_expired', 'date_joined', 'last_login', 'date_password_last_updated', 'created_by', 'comment'];

/** A user: their details, and their activity for those who may see it. */
export default function UserDetail({ params, query }: ScreenProps) {
  const t = useT();
  const { meta } = useMetadata(USERS_URL);
  const fields = meta?.actions.GET ?? [];
  return (
    <DetailPage
      url={USERS_URL}
      id={params['id'] ?? ''}
      routeName="UserDetail"
      routeQuery={query}
      defaultTab="info"
      tabs={[{ name: 'info', title: t('detail.basicInfo'), render: (user) => <DetailCard title={t('detail.basicInfo')} items={itemsFromMetadata(user, fields, INFO)} /> }]}
    />
  );
}
