import { CLONEABLE_LIST, listScreen } from '../common/list-screen';
import { PLATFORMS_URL } from './assets-urls';

/** Platforms: an asset type with its protocols, charset and automation. */
export default listScreen({
  ...CLONEABLE_LIST,
  url: PLATFORMS_URL,
  routeName: 'PlatformList',
  defaultColumns: ['name', 'category', 'type', 'protocols', 'assets_amount', 'internal', 'comment'],
});
