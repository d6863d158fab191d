import { useStore } from 'zustand';
import { DetailCard, itemsFromMetadata } from '../../blocks/detail-page/detail-card';
import { DetailPage } from '../../blocks/detail-page/detail-page';
import { useT } from '../../blocks/i18n/use-t';
import { useMetadata } from '../../blocks/metadata/use-metadata';
import { hasPermission } from '../../core/perms';
import { navigateTo } from '../../core/routes';
import { sessionStore } from '../../core/session/store';
import type { ScreenProps } from '../types';
import { ASSETS_URL, kindOf } from './assets-urls';

const INFO = ['name', 'address', 'platform', 'category', 'type', 'nodes_display', 'protocols', 'domain', 'labels', 'connectivity', 'date_verified', 'accounts_amount', 'is_active', 'created_by', 'date_created', 'date_updated', 'comment'];

/** An asset; it is changed on the form of its kind (host, database…). */
export default function AssetDetail({ params, query }: ScreenProps) {
  const t = useT();
  const perms = useStore(sessionStore, (state) => state.perms);
  const { meta } = useMetadata(ASSETS_URL);
  const fields = meta?.actions.GET ?? [];
  return (
    <DetailPage
      url={ASSETS_URL}
      id={params['id'] ?? ''}
      routeName="AssetDetail"
      routeQuery={query}
      defaultTab="info"
      actions={{
        extra: [
          {
            name: 'update',
            title: t('table.update'),
            icon: 'edit',
            variant: 'primary',
            has: ({ row }) => Boolean(row && kindOf(row)) && hasPermission(perms, 'assets.change_asset'),
            onClick: ({ row }) => {
              const kind = row && kindOf(row);
              if (kind && row) navigateTo({ name: `${kind.stem}Update`, params: { id: row.id } });
            },
          },
        ],
      }}
      tabs={[{ name: 'info', title: t('detail.basicInfo'), render: (asset) => <DetailCard title={t('detail.basicInfo')} items={itemsFromMetadata(asset, fields, INFO)} /> }]}
    />
  );
}
