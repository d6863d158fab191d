import { formScreen } from '../common/form-screen';
import { ROLES_URL } from './roles-urls';

/** A custom role: its name and scope; its permissions are granted on its detail page. */
export default formScreen({ url: ROLES_URL, create: 'RoleCreate', update: 'RoleUpdate', groups: [{ fields: ['name', 'scope', 'comment'] }] });
