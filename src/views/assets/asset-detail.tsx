import { DetailSection } from '../../blocks/detail-page/detail-section';
import { navigateTo } from '../../core/routes';
import { AssetAccounts } from '../accounts/asset-accounts';
import { detailScreen } from '../common/detail-screen';
import { AssetGrantees } from './asset-grantees';
import { AssetQuickCards } from './asset-quick-cards';
import { AssetTasks } from './asset-tasks';
import { ASSETS_URL } from './assets-urls';
import { kindOf } from './asset-kinds';

/** An asset: what it is, who may reach it, its connectivity; it is changed on the form of its kind (host, database…). */
export default detailScreen(({ t, can }) => ({
  url: ASSETS_URL,
  routeName: 'AssetDetail',
  infoExtra: (asset, reload) => <AssetQuickCards asset={asset} reload={reload} can={can} />,
  fields: [
    'name',
    'address',
    'platform',
    'category',
    'type',
    'nodes_display',
    'protocols',
    'domain',
    'labels',
    'connectivity',
    'date_verified',
    'accounts_amount',
    'is_active',
    'created_by',
    'date_created',
    'date_updated',
    'comment',
  ],
  // The generic asset has no update route of its own: the kind's form changes it.
  actions: {
    update: false,
    extra: [
      {
        name: 'update',
        title: t('table.update'),
        icon: 'edit',
        variant: 'primary',
        has: ({ row }) => Boolean(row && kindOf(row)) && can('assets.change_asset'),
        onClick: ({ row }) => {
          const kind = row && kindOf(row);
          if (kind && row) navigateTo({ name: `${kind.stem}Update`, params: { id: row.id } });
        },
      },
      {
        name: 'moreInformation',
        title: t('common.UpdateAssetDetail'),
        icon: 'edit',
        has: ({ row }) => Boolean(row && kindOf(row)?.category === 'host') && can('assets.change_asset'),
        onClick: ({ row }) => row && navigateTo({ name: 'AssetMoreInformationEdit', params: { id: row.id } }),
      },
    ],
  },
  tabs: [
    {
      name: 'accounts',
      title: t('assets.accounts'),
      has: can('accounts.view_account'),
      render: (asset) => (
        <DetailSection title={t('assets.accounts')} wide>
          <AssetAccounts asset={asset} />
        </DetailSection>
      ),
    },
    { name: 'permissions', title: t('assets.permissions'), has: can('perms.view_assetpermission'), render: (asset) => <AssetGrantees asset={asset} /> },
    {
      name: 'connectivity',
      title: t('assets.connectivityTab'),
      render: (asset, reload) => <AssetTasks asset={asset} reload={reload} canTest={can('assets.test_assetconnectivity')} />,
    },
  ],
}));
