import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from './language';

/**
 * The parts the catalogue loads in (locales/parts.mjs): `base`, what every
 * element shows at once; `forms`, what forms and dialogs opened on demand
 * show; `bell`, the site-message bell's; `errors`, the error catalogue's,
 * loaded on the first failed request; `details`, what lists open on
 * demand show (a row's detail, the date range picker); `notice`, the notices of a signed-out
 * or failed start (an element's sign-in prompt, the re-login dialog); `console`, the console's frame with
 * all five; `screens`, the console's screens; `audit` and `tickets`, what the
 * session-audit and ticket-inbox elements show of the screens' messages;
 * `lists`, what the console's lists show of them (for <jms-resource-list>);
 * `dashboard`, the landing pages' (the console opens on one); `signIn`, the
 * MFA step of an element's sign-in in place; `replay`, the replay player's.
 */
export type MessagePartName =
  'base' | 'forms' | 'bell' | 'errors' | 'details' | 'notice' | 'console' | 'screens' | 'audit' | 'tickets' | 'lists' | 'dashboard' | 'signIn' | 'replay';

/** Each message parsed (the build does it, host/build/messages-plugin.mjs; so does the tests' bundle). */
export type Catalogue = Record<string, MessageFormatElement[]>;

/**
 * A part of the catalogue: its name and a loader per language, one chunk each.
 * What shows a part imports it (`import tickets from 'jms:messages/tickets'`,
 * host/build/messages-plugin.mjs), so its loaders, whose chunk names carry
 * hashes gzip cannot shrink, come with their first user, not with every page.
 */
export type MessagePart = { readonly name: MessagePartName } & Readonly<Record<Language, () => Promise<{ default: Catalogue }>>>;
