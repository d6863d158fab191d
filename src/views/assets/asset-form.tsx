import type { ComponentType } from 'react';
import * as controls from '../../blocks/controls/controls.css';
import { ResourceForm } from '../../blocks/form/resource-form';
import { RELATED_FIELDS } from '../common/related-fields';
import type { ScreenProps } from '../types';
import { ASSET_KINDS, PLATFORMS_URL, type AssetKind } from './assets-urls';
import { useAssetDefaults } from './use-asset-defaults';

function assetForm({ url, stem, category }: AssetKind) {
  const overrides = {
    ...RELATED_FIELDS,
    // Only the kind's platforms; the id is an integer.
    platform: { related: { url: PLATFORMS_URL, query: { category } } },
  };
  /** Create (and clone) or update an asset of one kind: platform and nodes picked from the server, protocols edited in place. */
  return function AssetForm({ params, query }: ScreenProps) {
    const id = params['id'];
    const defaults = useAssetDefaults(id ? undefined : query);
    if (!defaults.ready) return <div className={controls.skeleton} aria-busy="true" />;
    return (
      <ResourceForm
        url={url}
        routeName={id ? `${stem}Update` : `${stem}Create`}
        id={id}
        cloneFrom={query.get('clone_from') ?? undefined}
        groups={[{ fields: ['name', 'address', 'platform', 'nodes', 'protocols'] }, { fields: ['domain', 'labels', 'is_active', 'comment'] }]}
        overrides={overrides}
        {...(id ? {} : { initial: defaults.initial })}
        listRoute="AssetList"
      />
    );
  };
}

/** The create and update screens of each asset kind, by category. */
export const forms = Object.fromEntries(ASSET_KINDS.map((kind) => [kind.category, assetForm(kind)])) as Record<AssetKind['category'], ComponentType<ScreenProps>>;
