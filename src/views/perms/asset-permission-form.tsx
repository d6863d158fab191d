import { daysAfter } from '../../blocks/date-range/date-range-values';
import { toLocalInput } from '../../blocks/date-range/local-input';
import { formScreen } from '../common/form-screen';
import { RELATED_FIELDS } from '../common/related-fields';
import { ASSET_PERMISSIONS_URL } from './perms-urls';

/** How long a new permission lasts unless told otherwise: the server's own default, 70 years. */
const DEFAULT_VALIDITY_DAYS = 70 * 365;

export default formScreen({
  url: ASSET_PERMISSIONS_URL,
  create: 'AssetPermissionCreate',
  update: 'AssetPermissionUpdate',
  groups: [
    { fields: ['name', 'users', 'user_groups', 'assets', 'nodes', 'accounts', 'protocols'] },
    { fields: ['actions', 'is_active', 'date_start', 'date_expired', 'labels', 'comment'] },
  ],
  overrides: RELATED_FIELDS,
  // OPTIONS gives no default for these (the model holds them): a new permission starts as the official console's does, active for 70 years.
  createDefaults: () => {
    const now = new Date();
    return { is_active: true, date_start: toLocalInput(now), date_expired: toLocalInput(daysAfter(now, DEFAULT_VALIDITY_DAYS)) };
  },
});
