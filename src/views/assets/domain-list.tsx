import { CLONEABLE_LIST, listScreen } from '../common/list-screen';
import { DOMAINS_URL } from './assets-urls';

/** Network domains: assets reached through their gateways. */
export default listScreen({
  ...CLONEABLE_LIST,
  url: DOMAINS_URL,
  routeName: 'DomainList',
  defaultColumns: ['name', 'assets_amount', 'gateways', 'labels', 'comment'],
});
