import { formScreen } from '../common/form-screen';
import { LABELS_URL } from './assets-urls';

export default formScreen({ url: LABELS_URL, create: 'LabelCreate', update: 'LabelUpdate', groups: [{ fields: ['name', 'value', 'color', 'comment'] }] });
