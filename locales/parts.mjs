// Which messages load together. The files are written as two (`<lang>.json`, the
// shell's, and `screens/<lang>.json`); the build ships them in parts, each loaded
// by what shows it, so an element does not download the console's route titles
// and menus, nor the console's every screen the messages of one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Namespaces (or key prefixes) of `<lang>.json` that only the console's frame and screens show. */
const CONSOLE_PREFIXES = [
  'accounts.',
  'banner.',
  'common.nav.',
  'common.Strategy',
  'common.UpdateAssetDetail',
  'ops.',
  'pages.',
  'palette.',
  'route.',
  'setting.',
  'shell.',
  'tickets.',
  'tree.',
  'users.',
  'xpack.',
  // Keys of shared namespaces only the console shows: the about dialog's button, its lists' bulk activate and
  // disable (views/common/bulk-actions.ts).
  'feedback.close',
  'table.activatedDone',
  'table.bulkActivate',
  'table.bulkDisable',
  'table.disabledDone',
];

/** Namespaces of `<lang>.json` that only forms and the dialogs opened on demand show (import, export, identity confirmation). */
const FORMS_PREFIXES = ['confirm.', 'export.', 'form.', 'import.', 'select.', 'upload.', 'validation.'];

/** The site-message bell's, which the console and <jms-site-messages> show. */
const BELL_PREFIXES = ['siteMessages.'];

/** The notices of a signed-out or failed start (element-notice.tsx, the console's re-login dialog): a signed-in visitor never sees them. */
const NOTICE_PREFIXES = ['console.', 'element.', 'feedback.relogin'];

/** What lists open on demand show: a row's detail (detail pages, a ticket's, a session's), the date range picker. */
const DETAIL_PREFIXES = ['dateRange.', 'detail.'];

/** The error catalogue's (src/core/http/error-catalogue.ts), loaded with it on the first failed request. */
const ERROR_PREFIXES = ['http.'];

/** What <jms-resource-list>'s job list shows of the jobs' messages (views/workbench/job-screens.tsx). */
const JOB_LIST_KEYS = ['jobs.assetAmount', 'jobs.averageTime', 'jobs.history', 'jobs.output', 'jobs.run', 'jobs.summary'];

/**
 * Each part: its file, and the prefixes it takes (`include`) and of those
 * leaves (`exclude`); all of the file without either. `base` is what every element
 * shows at once (tables, search, feedback, the sign-in prompt); `forms` what
 * forms and dialogs show, loaded with them; `bell` the site-message bell's;
 * `errors` the error catalogue's, loaded on the first failed request; `details` what lists open on demand show (a row's
 * detail, the date range picker), loaded with it;
 * `notice` the notices of a signed-out or failed start (an element's sign-in
 * prompt, the console's re-login dialog), loaded with them; `console` is the whole of `<lang>.json` (the base and the other
 * parts of it, and the console's own) in one request; `screens` is what its screens show;
 * `audit` and `tickets` are the screens' messages the session-audit and
 * ticket-inbox elements show; `lists` those the console's lists show (the
 * match rules in their cells, a command's output and session, the jobs' columns), for <jms-resource-list>; `dashboard` the
 * landing pages' (the console's first page need not wait for every screen's); `signIn` the MFA step of an
 * element's sign-in in place, loaded when the server asks for it; `replay` the replay player's, loaded with it
 * (the audit element leaves out the online users' offline actions, which only the console shows).
 */
export const MESSAGE_PARTS = {
  base: { file: '', exclude: [...CONSOLE_PREFIXES, ...FORMS_PREFIXES, ...BELL_PREFIXES, ...ERROR_PREFIXES, ...NOTICE_PREFIXES, ...DETAIL_PREFIXES] },
  forms: { file: '', include: FORMS_PREFIXES },
  bell: { file: '', include: BELL_PREFIXES },
  errors: { file: '', include: ERROR_PREFIXES },
  details: { file: '', include: DETAIL_PREFIXES },
  notice: { file: '', include: NOTICE_PREFIXES },
  console: { file: '' },
  screens: { file: 'screens/' },
  audit: { file: 'screens/', include: ['audit.', 'matchRule.'], exclude: ['audit.offline'] },
  tickets: { file: 'screens/', include: ['tickets.', 'matchRule.'] },
  lists: { file: 'screens/', include: ['matchRule.', 'commandCell.', ...JOB_LIST_KEYS] },
  dashboard: { file: 'screens/', include: ['chart.', 'dashboard.'] },
  signIn: { file: 'screens/', include: ['signIn.'] },
  replay: { file: 'screens/', include: ['replay.'] },
};

function inPart(part, key) {
  const { include, exclude } = MESSAGE_PARTS[part];
  return (!include || include.some((prefix) => key.startsWith(prefix))) && !exclude?.some((prefix) => key.startsWith(prefix));
}

/** A part's messages in one language, as written (`{ key: 'ICU message' }`). */
export function partMessages(localesDir, part, language) {
  const messages = JSON.parse(readFileSync(join(localesDir, `${MESSAGE_PARTS[part].file}${language}.json`), 'utf8'));
  return Object.fromEntries(Object.entries(messages).filter(([key]) => inPart(part, key)));
}
