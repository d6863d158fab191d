import { detailScreen } from '../common/detail-screen';
import { PLATFORMS_URL } from './assets-urls';

export default detailScreen({
  url: PLATFORMS_URL,
  routeName: 'PlatformDetail',
  fields: ['name', 'category', 'type', 'charset', 'protocols', 'domain_enabled', 'su_enabled', 'su_method', 'assets_amount', 'internal', 'date_created', 'comment'],
});
