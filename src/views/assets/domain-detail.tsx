import { detailScreen } from '../common/detail-screen';
import { DOMAINS_URL } from './assets-urls';
import { GatewayList } from './gateway-list';

/** A domain: what it holds, and the gateways its assets are reached through. */
export default detailScreen((env) => ({
  url: DOMAINS_URL,
  routeName: 'DomainDetail',
  fields: ['name', 'assets_amount', 'gateways', 'labels', 'created_by', 'date_created', 'date_updated', 'comment'],
  tabs: [{ name: 'GatewayList', title: env.t('assets.gateways'), has: env.can('assets.view_gateway'), render: (domain) => <GatewayList domain={domain} env={env} /> }],
}));
