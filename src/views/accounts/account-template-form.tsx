import { formScreen } from '../common/form-screen';
import { RELATED_FIELDS } from '../common/related-fields';
import { ACCOUNT_TEMPLATES_URL } from './accounts-urls';

export default formScreen({
  url: ACCOUNT_TEMPLATES_URL,
  create: 'AccountTemplateCreate',
  update: 'AccountTemplateUpdate',
  groups: [{ fields: ['name', 'username', 'privileged', 'secret_type', 'secret', 'passphrase', 'secret_strategy', 'platforms', 'auto_push', 'is_active', 'labels', 'comment'] }],
  overrides: RELATED_FIELDS,
});
