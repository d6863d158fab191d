import { withScreenMessages, type ScreenLoaders } from '../types';

type Kind = 'host' | 'database' | 'device' | 'cloud' | 'web' | 'gpt' | 'custom';
const assetForm = (kind: Kind) => () => import('./asset-form').then((module) => ({ default: module.forms[kind] }));

const gateway = () => import('./gateway-form').then((module) => ({ default: module.GatewayForm }));

/** The assets screens by route name; a route without one shows the shell's placeholder. */
export const screens: ScreenLoaders = withScreenMessages({
  AssetList: () => import('./asset-list'),
  AssetDetail: () => import('./asset-detail'),
  HostCreate: assetForm('host'),
  HostUpdate: assetForm('host'),
  DatabaseCreate: assetForm('database'),
  DatabaseUpdate: assetForm('database'),
  DeviceCreate: assetForm('device'),
  DeviceUpdate: assetForm('device'),
  CloudCreate: assetForm('cloud'),
  CloudUpdate: assetForm('cloud'),
  WebCreate: assetForm('web'),
  WebUpdate: assetForm('web'),
  GptCreate: assetForm('gpt'),
  GptUpdate: assetForm('gpt'),
  CustomCreate: assetForm('custom'),
  CustomUpdate: assetForm('custom'),
  DomainList: () => import('./domain-list'),
  DomainCreate: () => import('./domain-form'),
  DomainUpdate: () => import('./domain-form'),
  DomainDetail: () => import('./domain-detail'),
  GatewayCreate: gateway,
  GatewayUpdate: gateway,
  AssetMoreInformationEdit: () => import('./asset-hardware'),
  PlatformList: () => import('./platform-list'),
  PlatformCreate: () => import('./platform-form'),
  PlatformUpdate: () => import('./platform-form'),
  PlatformDetail: () => import('./platform-detail'),
  LabelList: () => import('./label-list'),
  LabelCreate: () => import('./label-form'),
  LabelUpdate: () => import('./label-form'),
});
