import { MESSAGE_FLASH_MS } from '../constants';
import { t } from '../i18n/catalogue';
import { feedback, type Feedback } from './feedback';

/** A failure this soon after the last one joins its flash. */
const FAILURE_GROUP_MS = 2_000;
const FAILURE_KEY = 'http-failure';

let messages: string[] = [];
let last = -Infinity;
/** The UI the last failure showed in: another one has no flash to replace. */
let shownIn: Feedback | undefined;

/**
 * Says that a request failed, at once. The failures of a moment (the requests
 * of one page, where a server lacks what they ask for) share one flash, which
 * each replaces with the count: "5 requests failed: …", not a flash each.
 */
export function flashFailure(message: string): void {
  const now = Date.now();
  const ui = feedback();
  if (now - last > FAILURE_GROUP_MS || ui !== shownIn) messages = [];
  last = now;
  shownIn = ui;
  messages.push(message);
  const text = messages.length > 1 ? t('http.failedMany', { count: messages.length, messages: [...new Set(messages)].join('; ') }) : message;
  ui.flash(text, 'error', MESSAGE_FLASH_MS, FAILURE_KEY);
}
