import { formScreen } from '../common/form-screen';
import { PLATFORMS_URL } from './assets-urls';
import { platformOverrides } from './platform-fields';

export default formScreen((env) => ({
  url: PLATFORMS_URL,
  create: 'PlatformCreate',
  update: 'PlatformUpdate',
  groups: [{ fields: ['name', 'category', 'type', 'charset', 'protocols', 'domain_enabled', 'su_enabled', 'su_method', 'automation', 'custom_fields', 'comment'] }],
  overrides: platformOverrides(env),
}));
