// Chinese for every element: the base messages, and dayjs's words for dates.
import 'dayjs/locale/zh-cn';

export { default } from 'jms:messages/base/zh';
