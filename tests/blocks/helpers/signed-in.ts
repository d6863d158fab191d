import { DEFAULT_ORG_ID, ROOT_ORG_ID } from '../../../src/core/constants';
import { http } from '../../../src/core/http';
import { loadProfile } from '../../../src/core/session/load-profile';
import { resetSession, setCurrentOrg, setProfile } from '../../../src/core/session/store';
import { clearMetadataCache } from '../../../src/core/metadata';
import { recordFeedback } from '../../helpers/recording-feedback';
import { loginAs, logout } from '../../helpers/session';
import { act } from '../../helpers/render';

/**
 * A real login on the test backend, and the console's session store filled
 * from the real profile, in the default organization (or the root one).
 */
export async function signIn(username: string, { org = DEFAULT_ORG_ID }: { org?: string } = {}): Promise<void> {
  localStorage.clear();
  clearMetadataCache();
  await loginAs(username);
  setCurrentOrg({ id: org, name: org === ROOT_ORG_ID ? 'GLOBAL' : 'DEFAULT' });
  const { profile, extra } = await loadProfile(http);
  setProfile(profile, extra);
  setCurrentOrg({ id: org, name: org === ROOT_ORG_ID ? 'GLOBAL' : 'DEFAULT', ...(org === ROOT_ORG_ID ? { is_root: true } : {}) });
}

export async function signOut(): Promise<void> {
  resetSession();
  clearMetadataCache();
  await logout();
}

/**
 * Hooks for tests against the server: the HTTP core's reports written down, the
 * user signed in (when named) before each test, and signed out after it.
 */
export function withServerSession(username?: string) {
  const current = { feedback: undefined as unknown as ReturnType<typeof recordFeedback> };
  beforeEach(async () => {
    current.feedback = recordFeedback(false);
    if (username) await signIn(username);
  });
  afterEach(async () => {
    current.feedback.remove();
    history.replaceState(null, '', location.pathname + location.search);
    await signOut();
  });
  return current;
}

/**
 * Polls until the check passes (or throws its last failure after the time-out).
 * Each pause is an act of its own, so what the server's answers change is
 * rendered before the next look.
 */
export async function waitFor<T>(check: () => T | false | null | undefined | '' | 0, timeoutMs = 4000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      const result = check();
      if (result) return result;
      if (Date.now() - started > timeoutMs) throw new Error('waitFor: condition never held');
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
    }
    await act(() => new Promise<void>((done) => setTimeout(done, 20)));
  }
}

/** Clicks inside act, so what the click changes is rendered before the next step. */
export async function click(element: Element | null | undefined): Promise<void> {
  if (!element) throw new Error('click: no element');
  await act(async () => (element as HTMLElement).click());
}

/** The first element under root whose text is exactly this. */
export function byText<E extends Element = HTMLElement>(root: ParentNode, selector: string, text: string): E | undefined {
  return [...root.querySelectorAll<E>(selector)].find((element) => element.textContent?.trim() === text);
}

/** Writes a value into a React-controlled input, as typing would. */
export function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export { freshCache } from './fresh-cache';
