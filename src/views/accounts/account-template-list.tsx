import { CLONEABLE_LIST, listScreen } from '../common/list-screen';
import { ACCOUNT_TEMPLATES_URL } from './accounts-urls';

export default listScreen({
  ...CLONEABLE_LIST,
  url: ACCOUNT_TEMPLATES_URL,
  routeName: 'AccountTemplateList',
  defaultColumns: ['name', 'username', 'secret_type', 'privileged', 'accounts_amount', 'auto_push', 'is_active', 'comment'],
});
