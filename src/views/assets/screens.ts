import { namedScreen, resourceScreens, withScreenMessages, type ScreenLoaders } from '../types';
import { ASSET_KINDS } from './asset-kinds';

const forms = () => import('./asset-form').then((module) => module.forms);

/** Each kind of asset is created and updated on its own form, under its own routes (`HostCreate`, `HostUpdate`…). */
const assetForms: ScreenLoaders = Object.assign({}, ...ASSET_KINDS.map(({ category, stem }) => resourceScreens(stem, { form: namedScreen(forms, category) })));

/** The assets screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  AssetList: () => import('./asset-list'),
  AssetDetail: () => import('./asset-detail'),
  ...assetForms,
  ...resourceScreens('Domain', { list: () => import('./domain-list'), form: () => import('./domain-form'), detail: () => import('./domain-detail') }),
  ...resourceScreens('Gateway', { form: namedScreen(() => import('./gateway-form'), 'GatewayForm') }),
  AssetMoreInformationEdit: () => import('./asset-hardware'),
  ...resourceScreens('Platform', { list: () => import('./platform-list'), form: () => import('./platform-form'), detail: () => import('./platform-detail') }),
  ...resourceScreens('Label', { list: () => import('./label-list'), form: () => import('./label-form') }),
});
