// Japanese for every element: the base messages, and dayjs's words for dates.
import 'dayjs/locale/ja';

export { default } from 'jms:messages/base/ja';
