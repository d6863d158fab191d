import { listScreen } from '../common/list-screen';
import { LABEL_PERMS, LABELS_URL } from './assets-urls';

/** Labels (`name:value`) that tag assets and other resources. */
export default listScreen({
  url: LABELS_URL,
  routeName: 'LabelList',
  perms: LABEL_PERMS,
  defaultColumns: ['name', 'value', 'color', 'res_count', 'comment'],
  minColumns: ['name'],
});
