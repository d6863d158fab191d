import { navigateTo } from '../../core/routes';
import { detailScreen } from '../common/detail-screen';
import { typedForm } from '../common/typed-form';

const CLOUD_ACCOUNTS_URL = '/api/v1/xpack/cloud/accounts/';

/** A cloud account: its provider's own credentials (keys, a tenant, a host…), the secrets sent encrypted; back to the cloud accounts. */
export const CloudAccountForm = typedForm({
  url: CLOUD_ACCOUNTS_URL,
  by: 'provider',
  nested: 'attrs',
  fallback: 'aliyun',
  create: 'AccountCreate',
  update: 'AccountUpdate',
  basic: ['name', 'provider'],
  other: ['comment'],
  onSuccess: () => navigateTo({ name: 'CloudCenter', query: { activeTab: 'AccountList' } }),
});

/** A cloud account: its provider, whether its credentials work, the sync tasks that use it; never its credentials. */
export const CloudAccountDetail = detailScreen({
  url: CLOUD_ACCOUNTS_URL,
  routeName: 'AccountDetail',
  perms: { app: 'xpack', resource: 'account' },
  fields: ['name', 'provider', 'validity', 'task', 'comment', 'created_by', 'date_created', 'date_updated'],
});
