import { detailScreen } from '../common/detail-screen';
import { DOMAINS_URL } from './assets-urls';

export default detailScreen({ url: DOMAINS_URL, routeName: 'DomainDetail', fields: ['name', 'assets_amount', 'gateways', 'labels', 'created_by', 'date_created', 'date_updated', 'comment'] });
