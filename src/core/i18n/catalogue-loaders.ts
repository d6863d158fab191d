import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from './language';

// Apart from the catalogue's store, which needs the runtime: the page's first
// module (host/boot.ts) starts the page language's download with these.

/**
 * The parts the catalogue loads in (locales/parts.mjs): `base`, what every
 * element shows at once; `forms`, what forms and dialogs opened on demand
 * show; `bell`, the site-message bell's; `errors`, the error catalogue's,
 * loaded on the first failed request; `notice`, the notices of a signed-out
 * or failed start (an element's sign-in prompt, the re-login dialog); `console`, the console's frame with
 * all five; `screens`, the console's screens; `audit` and `tickets`, what the
 * session-audit and ticket-inbox elements show of the screens' messages;
 * `lists`, what the console's lists show of them (for <jms-resource-list>);
 * `dashboard`, the landing pages' (the console opens on one); `signIn`, the
 * MFA step of an element's sign-in in place.
 */
export type MessagePart = 'base' | 'forms' | 'bell' | 'errors' | 'notice' | 'console' | 'screens' | 'audit' | 'tickets' | 'lists' | 'dashboard' | 'signIn';

/** Each message parsed (the build does it, host/build/messages-plugin.mjs; so does the tests' bundle). */
export type Catalogue = Record<string, MessageFormatElement[]>;
type Loaders = Record<Language, () => Promise<{ default: Catalogue }>>;

// One chunk per part and language: a page downloads only the parts it shows,
// in its language. The build ships each message pre-parsed
// (host/build/messages-plugin.mjs), as the tests' bundle does.
export const catalogueLoaders: Record<MessagePart, Loaders> = {
  base: { en: () => import('jms:messages/base/en'), zh: () => import('jms:messages/base/zh'), ja: () => import('jms:messages/base/ja') },
  forms: { en: () => import('jms:messages/forms/en'), zh: () => import('jms:messages/forms/zh'), ja: () => import('jms:messages/forms/ja') },
  bell: { en: () => import('jms:messages/bell/en'), zh: () => import('jms:messages/bell/zh'), ja: () => import('jms:messages/bell/ja') },
  errors: { en: () => import('jms:messages/errors/en'), zh: () => import('jms:messages/errors/zh'), ja: () => import('jms:messages/errors/ja') },
  notice: { en: () => import('jms:messages/notice/en'), zh: () => import('jms:messages/notice/zh'), ja: () => import('jms:messages/notice/ja') },
  console: { en: () => import('jms:messages/console/en'), zh: () => import('jms:messages/console/zh'), ja: () => import('jms:messages/console/ja') },
  screens: { en: () => import('jms:messages/screens/en'), zh: () => import('jms:messages/screens/zh'), ja: () => import('jms:messages/screens/ja') },
  audit: { en: () => import('jms:messages/audit/en'), zh: () => import('jms:messages/audit/zh'), ja: () => import('jms:messages/audit/ja') },
  tickets: { en: () => import('jms:messages/tickets/en'), zh: () => import('jms:messages/tickets/zh'), ja: () => import('jms:messages/tickets/ja') },
  lists: { en: () => import('jms:messages/lists/en'), zh: () => import('jms:messages/lists/zh'), ja: () => import('jms:messages/lists/ja') },
  dashboard: { en: () => import('jms:messages/dashboard/en'), zh: () => import('jms:messages/dashboard/zh'), ja: () => import('jms:messages/dashboard/ja') },
  signIn: { en: () => import('jms:messages/signIn/en'), zh: () => import('jms:messages/signIn/zh'), ja: () => import('jms:messages/signIn/ja') },
};
