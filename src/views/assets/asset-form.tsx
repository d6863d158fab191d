import type { ComponentType } from 'react';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import type { FieldOverride, FormValues } from '../../blocks/form/form-types';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { navigateTo } from '../../core/routes';
import { AccountDrafts } from '../accounts/account-drafts';
import { RELATED_FIELDS } from '../common/related-fields';
import type { ScreenProps } from '../types';
import { PLATFORMS_URL } from './assets-urls';
import { ASSET_KINDS, type AssetKind } from './asset-kinds';
import { useAssetDefaults } from './use-asset-defaults';

export interface AssetFormConfig {
  /** The kind's API (hosts, gateways…). */
  url: string;
  create: string;
  update: string;
  /** The platforms offered: the kind's category. */
  category: string;
  /** What a new one starts with, from the create link's query; the platform and node the link names by default. */
  useDefaults?: (query: URLSearchParams | undefined) => { ready: boolean; initial: FormValues };
  /** Changes to the fields beyond every asset form's. */
  overrides?: Readonly<Record<string, FieldOverride>>;
  /** Where a save leads; the asset list unless said. */
  onSuccess?: (result: Record<string, unknown>) => void;
}

/** Create (and clone) or update an asset of one kind: platform and nodes picked from the server, protocols edited in place. */
export function assetForm({ url, create, update, category, useDefaults = useAssetDefaults, overrides: own = {}, onSuccess }: AssetFormConfig) {
  const overrides: Record<string, FieldOverride> = {
    ...RELATED_FIELDS,
    // Only the kind's platforms; the id is an integer.
    platform: { related: { url: PLATFORMS_URL, query: { category } } },
    // A list the screen's own editor fills: account bodies, sent as they are (secrets already encrypted).
    accounts: { widget: 'tags', render: ({ value, onChange }) => <AccountDrafts value={value} onChange={onChange} /> },
    ...own,
  };
  return function AssetForm({ params, query }: ScreenProps) {
    const t = useT();
    const id = params['id'];
    const defaults = useDefaults(id ? undefined : query);
    const cloneFrom = query.get('clone_from') ?? undefined;
    if (!defaults.ready) return <div className={controls.skeleton} aria-busy="true" />;
    return (
      <ResourceForm
        url={url}
        routeName={id ? update : create}
        id={id}
        cloneFrom={cloneFrom}
        // Accounts are made with a new asset; an existing one's are changed on its detail page.
        groups={[
          { fields: ['name', 'address', 'platform', 'nodes', 'protocols'] },
          ...(id ? [] : [{ fields: ['accounts'] }]),
          { fields: ['domain', 'labels', 'is_active', 'comment'] },
        ]}
        overrides={overrides}
        // A new asset starts active, as on the official console (a real server's metadata gives no default); a copy as its original.
        {...(id ? {} : { initial: { ...(cloneFrom ? {} : { is_active: true }), ...defaults.initial } })}
        listRoute="AssetList"
        {...(onSuccess ? { onSuccess } : {})}
        {...(id
          ? {
              extraActions: () => (
                <Button icon="key" onClick={() => navigateTo({ name: 'AssetDetail', params: { id }, query: { activeTab: 'accounts' } })}>
                  {t('assets.manageAccounts')}
                </Button>
              ),
            }
          : {})}
      />
    );
  };
}

/** The create and update screens of each asset kind, by category. */
export const forms = Object.fromEntries(
  ASSET_KINDS.map(({ url, stem, category }) => [category, assetForm({ url, create: `${stem}Create`, update: `${stem}Update`, category })]),
) as Record<AssetKind['category'], ComponentType<ScreenProps>>;
