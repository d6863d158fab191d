import { namedScreen, resourceScreens, withScreenMessages, type ScreenLoaders } from '../types';

const lists = () => import('./acl-list');
const forms = () => import('./acl-form');
const details = () => import('./acl-detail');

/** An access rule's screens (a command group's too): the ACL modules' exports named by its kind. */
const acl = (kind: 'login' | 'command' | 'asset' | 'connectMethod' | 'commandGroup') => ({
  list: namedScreen(lists, kind),
  form: namedScreen(forms, kind),
  detail: namedScreen(details, kind),
});

/** The permissions screens by route name: asset permissions, the ACLs and command groups. */
export const screens: ScreenLoaders = withScreenMessages({
  ...resourceScreens('AssetPermission', {
    list: () => import('./asset-permission-list'),
    form: () => import('./asset-permission-form'),
    detail: () => import('./asset-permission-detail'),
  }),
  ...resourceScreens('UserLoginAcl', acl('login')),
  ...resourceScreens('CommandFilterAcl', acl('command')),
  ...resourceScreens('AssetAcl', acl('asset')),
  ...resourceScreens('ConnectMethodAcl', acl('connectMethod')),
  ...resourceScreens('CommandGroup', acl('commandGroup')),
});
