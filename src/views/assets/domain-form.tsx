import { formScreen } from '../common/form-screen';
import { RELATED_FIELDS } from '../common/related-fields';
import { DOMAINS_URL } from './assets-urls';

export default formScreen({
  url: DOMAINS_URL,
  create: 'DomainCreate',
  update: 'DomainUpdate',
  groups: [{ fields: ['name', 'assets', 'labels', 'comment'] }],
  overrides: RELATED_FIELDS,
});
