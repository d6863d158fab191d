import { withScreenMessages, type ScreenLoaders } from '../types';

type Kind = 'login' | 'command' | 'asset' | 'connectMethod' | 'commandGroup';
const list = (kind: Kind) => () => import('./acl-list').then((module) => ({ default: module[kind] }));
const form = (kind: Kind) => () => import('./acl-form').then((module) => ({ default: module[kind] }));
const detail = (kind: Kind) => () => import('./acl-detail').then((module) => ({ default: module[kind] }));

/** The permissions screens by route name: asset permissions, the ACLs and command groups. */
export const screens: ScreenLoaders = withScreenMessages({
  AssetPermissionList: () => import('./asset-permission-list'),
  AssetPermissionCreate: () => import('./asset-permission-form'),
  AssetPermissionUpdate: () => import('./asset-permission-form'),
  AssetPermissionDetail: () => import('./asset-permission-detail'),
  UserLoginAclList: list('login'),
  UserLoginAclCreate: form('login'),
  UserLoginAclUpdate: form('login'),
  UserLoginAclDetail: detail('login'),
  CommandFilterAclList: list('command'),
  CommandFilterAclCreate: form('command'),
  CommandFilterAclUpdate: form('command'),
  CommandFilterAclDetail: detail('command'),
  AssetAclList: list('asset'),
  AssetAclCreate: form('asset'),
  AssetAclUpdate: form('asset'),
  AssetAclDetail: detail('asset'),
  ConnectMethodAclList: list('connectMethod'),
  ConnectMethodAclCreate: form('connectMethod'),
  ConnectMethodAclUpdate: form('connectMethod'),
  ConnectMethodAclDetail: detail('connectMethod'),
  CommandGroupList: list('commandGroup'),
  CommandGroupCreate: form('commandGroup'),
  CommandGroupUpdate: form('commandGroup'),
  CommandGroupDetail: detail('commandGroup'),
});
