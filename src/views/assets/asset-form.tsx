import type { ComponentType } from 'react';
import { Button } from '../../blocks/controls/button';
import * as controls from '../../blocks/controls/controls.css';
import type { FieldOverride } from '../../blocks/form/form-types';
import { ResourceForm } from '../../blocks/form/resource-form';
import { useT } from '../../blocks/i18n/use-t';
import { navigateTo } from '../../core/routes';
import { AccountDrafts } from '../accounts/account-drafts';
import { RELATED_FIELDS } from '../common/related-fields';
import type { ScreenProps } from '../types';
import { ASSET_KINDS, PLATFORMS_URL, type AssetKind } from './assets-urls';
import { useAssetDefaults } from './use-asset-defaults';

function assetForm({ url, stem, category }: AssetKind) {
  const overrides: Record<string, FieldOverride> = {
    ...RELATED_FIELDS,
    // Only the kind's platforms; the id is an integer.
    platform: { related: { url: PLATFORMS_URL, query: { category } } },
    // A list the screen's own editor fills: account bodies, sent as they are (secrets already encrypted).
    accounts: { widget: 'tags', render: ({ value, onChange }) => <AccountDrafts value={value} onChange={onChange} /> },
  };
  /** Create (and clone) or update an asset of one kind: platform and nodes picked from the server, protocols edited in place. */
  return function AssetForm({ params, query }: ScreenProps) {
    const t = useT();
    const id = params['id'];
    const defaults = useAssetDefaults(id ? undefined : query);
    if (!defaults.ready) return <div className={controls.skeleton} aria-busy="true" />;
    return (
      <ResourceForm
        url={url}
        routeName={id ? `${stem}Update` : `${stem}Create`}
        id={id}
        cloneFrom={query.get('clone_from') ?? undefined}
        // Accounts are made with a new asset; an existing one's are changed on its detail page.
        groups={[{ fields: ['name', 'address', 'platform', 'nodes', 'protocols'] }, ...(id ? [] : [{ fields: ['accounts'] }]), { fields: ['domain', 'labels', 'is_active', 'comment'] }]}
        overrides={overrides}
        {...(id ? {} : { initial: defaults.initial })}
        listRoute="AssetList"
        {...(id ? { extraActions: () => <Button icon="key" onClick={() => navigateTo({ name: 'AssetDetail', params: { id }, query: { activeTab: 'accounts' } })}>{t('assets.manageAccounts')}</Button> } : {})}
      />
    );
  };
}

/** The create and update screens of each asset kind, by category. */
export const forms = Object.fromEntries(ASSET_KINDS.map((kind) => [kind.category, assetForm(kind)])) as Record<AssetKind['category'], ComponentType<ScreenProps>>;
