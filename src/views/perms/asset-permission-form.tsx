import { formScreen } from '../common/form-screen';
import { RELATED_FIELDS } from '../common/related-fields';
import { ASSET_PERMISSIONS_URL } from './perms-urls';

export default formScreen({
  url: ASSET_PERMISSIONS_URL,
  create: 'AssetPermissionCreate',
  update: 'AssetPermissionUpdate',
  groups: [
    { fields: ['name', 'users', 'user_groups', 'assets', 'nodes', 'accounts', 'protocols'] },
    { fields: ['actions', 'is_active', 'date_start', 'date_expired', 'labels', 'comment'] },
  ],
  // The actions come as a tree of choices on the wire; a flat list of them is what is sent.
  overrides: { ...RELATED_FIELDS, actions: { widget: 'checkboxes' } },
});
