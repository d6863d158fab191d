import { detailScreen } from '../common/detail-screen';
import { ACCOUNT_TEMPLATES_URL } from './accounts-urls';

export default detailScreen({
  url: ACCOUNT_TEMPLATES_URL,
  routeName: 'AccountTemplateDetail',
  fields: [
    'name',
    'username',
    'secret_type',
    'privileged',
    'secret_strategy',
    'platforms',
    'accounts_amount',
    'auto_push',
    'is_active',
    'su_from',
    'labels',
    'date_created',
    'comment',
  ],
});
