import { CHUNK_GRAPH_ID } from '../constants';
import { cookieOrBrowserLanguage, elementLanguage } from '../i18n/language';
import { parsePageSize } from '../page-size';
import { askFirst, type FirstList } from './ask-first';

/**
 * `<jms-session-audit>`'s running sessions, the list it shows first unless
 * a preset or another view changes it (those wait for the element).
 * tests/core/boot/element-requests.test.ts keeps it equal to the element's own list.
 */
export const AUDIT_FIRST_LIST = { url: '/api/v1/terminal/sessions/', filters: { is_finished: 0 }, presets: ['user', 'asset', 'protocol'] } as const;

/**
 * The session's first requests (open settings, settings, profile) for the
 * elements a page other than the host page holds, and the lists they show
 * first, sent as the first element module runs, before the runtime does:
 * the elements' session and lists take the answers. As on the host page,
 * a list's answer is only ever read by the list, once the profile has let
 * it ask. The first element decides the language and the first to name an
 * organization decides it, as they decide the session's. Nothing goes when
 * no element is in the page yet, or when one names a server or carries a
 * token: those requests would go to another origin or with other
 * credentials, and their early answers would never be taken. The host page's
 * boot module (its chunk graph is in the page) has asked already.
 */
export function startElementRequests(page: Document = document): void {
  if (page.getElementById(CHUNK_GRAPH_ID)) return;
  // Not upgraded yet: this runs before any element module has defined its tag.
  const elements = [...page.querySelectorAll(':not(:defined)')].filter((element) => element.localName.startsWith('jms-'));
  const first = elements[0];
  if (!first || elements.some(ownsConnection)) return;
  askFirst({
    // The console as a page (`page`) speaks the cookie's or the browser's language, as JmsElement has it.
    language: (first.localName === 'jms-console' && first.hasAttribute('page') ? undefined : elementLanguage(first)) ?? cookieOrBrowserLanguage(),
    org: elements.map((element) => element.getAttribute('org')).find(Boolean) ?? undefined,
    lists: elements.map(firstList).filter((list) => list !== undefined),
  });
}

function firstList(element: Element): FirstList | undefined {
  const { url, filters, presets } = AUDIT_FIRST_LIST;
  if (element.localName !== 'jms-session-audit' || (element.getAttribute('view') ?? 'online') !== 'online' || presets.some((name) => element.getAttribute(name))) return undefined;
  return { url, filters, limit: parsePageSize(element.getAttribute('page-size')) };
}

/** Whether an element names a server or carries a token (an attribute a framework wrote, or a property the page set before the upgrade). */
function ownsConnection(element: Element): boolean {
  return Boolean(element.getAttribute('base-url')) || element.hasAttribute('token') || 'token' in element || 'baseUrl' in element;
}
