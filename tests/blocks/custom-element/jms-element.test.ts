import { expect } from 'chai';
import { createElement } from 'react';
import { parseTheme } from '../../../src/blocks/custom-element/attributes';
import { parsePageSize } from '../../../src/core/page-size';
import { JmsEvent } from '../../../src/blocks/custom-element/events';
import { defineElement, JmsElement } from '../../../src/blocks/custom-element/jms-element';
import { useElementOptions } from '../../../src/blocks/custom-element/host-context';
import { LOGIN_PATH } from '../../../src/core/constants';
import { elementLanguage } from '../../../src/core/i18n/language';
import { connectionStore } from '../../../src/core/http/connection';
import { createHttpClient } from '../../../src/core/http';
import { orgMemory } from '../../../src/core/session/org-memory';
import { sessionStore } from '../../../src/core/session/store';
import { define as defineBell, JmsSiteMessagesElement } from '../../../elements/jms-site-messages-define';
import { expectAccessible } from '../../helpers/axe';
import { act } from '../../helpers/render';
import { loginAs, logout, resetConsole } from '../../helpers/session';
import { waitFor } from '../helpers/signed-in';

/** Shows the page size its element hands down, once the session is established. */
function Probe() {
  const { pageSize, page } = useElementOptions();
  return createElement('p', { 'data-testid': 'probe' }, `page-size ${pageSize ?? 'none'} page ${String(page)}`);
}

class ProbeElement extends JmsElement {
  protected override content() {
    return createElement(Probe);
  }
}
defineElement('jms-test-probe', ProbeElement);
defineBell();

const events: { type: string; target: string; detail: unknown; composed: boolean; bubbles: boolean; jms: boolean }[] = [];
const record = (event: Event) =>
  events.push({
    type: event.type,
    target: (event.target as Element).localName,
    detail: (event as CustomEvent).detail,
    composed: event.composed,
    bubbles: event.bubbles,
    jms: event instanceof JmsEvent,
  });
for (const type of ['jms-ready', 'jms-auth-required', 'jms-error']) document.addEventListener(type, record);

/** Adds an element to the page, built from markup as a page would write it. */
async function place(markup: string, parent: Element = document.body): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const element = holder.firstElementChild as HTMLElement;
  await act(async () => void parent.append(element));
  return element;
}

const inside = (element: HTMLElement, selector: string) => element.shadowRoot?.querySelector<HTMLElement>(selector) ?? null;
const stateOf = (element: HTMLElement) => inside(element, '[data-state]')?.dataset['state'];

describe('the shared element attributes', () => {
  afterEach(() => document.documentElement.setAttribute('lang', 'en'));

  it('reads theme and page-size, ignoring values it does not know', () => {
    expect(parseTheme('dark')).to.equal('dark');
    expect(parseTheme('light')).to.equal('light');
    expect(parseTheme('blue')).to.equal('server');
    expect(parseTheme(null)).to.equal('server');
    expect(parsePageSize('50')).to.equal(50);
    expect(parsePageSize('17')).to.equal(undefined);
    expect(parsePageSize(null)).to.equal(undefined);
  });

  it('takes the element’s language, else the closest ancestor’s, else the page’s', () => {
    const outer = document.createElement('section');
    outer.lang = 'ja';
    outer.innerHTML = '<div lang="fr"><jms-x lang="zh-CN"></jms-x><jms-y></jms-y><jms-z lang="de"></jms-z></div>';
    document.body.append(outer);
    const [own, inherited, unsupported] = ['jms-x', 'jms-y', 'jms-z'].map((tag) => outer.querySelector(tag)!);
    expect(elementLanguage(own!)).to.equal('zh');
    expect(elementLanguage(inherited!)).to.equal('ja');
    expect(elementLanguage(unsupported!)).to.equal('ja');
    outer.removeAttribute('lang');
    document.documentElement.lang = 'ja-JP';
    expect(elementLanguage(inherited!)).to.equal('ja');
    document.documentElement.lang = 'fr';
    expect(elementLanguage(inherited!)).to.equal(undefined);
    outer.remove();
  });
});

describe('a jms element', () => {
  beforeEach(() => {
    resetConsole();
    events.length = 0;
  });
  afterEach(async () => {
    document.querySelectorAll('jms-test-probe, jms-site-messages').forEach((element) => element.remove());
    await logout();
  });

  it('is defined once, and again under a tag of the page’s choosing', () => {
    defineBell();
    defineBell();
    expect(customElements.get('jms-site-messages')).to.equal(JmsSiteMessagesElement);
    defineBell('portal-bell');
    expect(customElements.get('portal-bell')).to.not.equal(undefined);
    expect(new (customElements.get('portal-bell')!)()).to.be.instanceOf(JmsSiteMessagesElement);
  });

  it('shows what the page put inside it until it has its words, then its own content instead', async () => {
    await loginAs('admin');
    const holder = document.createElement('div');
    holder.innerHTML = '<jms-test-probe><p id="outline">outline</p></jms-test-probe>';
    const element = holder.firstElementChild as HTMLElement;
    const outlineShown = () => element.querySelector('#outline')!.getBoundingClientRect().height > 0;
    document.body.append(element);
    // Connected, before React has rendered anything: the outline is on screen through the shadow root's slot.
    expect(
      element.shadowRoot
        ?.querySelector('slot')
        ?.assignedElements()
        .map((child) => child.id),
    ).to.deep.equal(['outline']);
    expect(outlineShown()).to.equal(true);
    await waitFor(() => inside(element, '[data-testid=probe]'));
    expect(Boolean(element.shadowRoot?.querySelector('slot'))).to.equal(false);
    expect(outlineShown()).to.equal(false);
  });

  it('signed in: shows its content and sends jms-ready, bubbling and composed, with the user', async () => {
    await loginAs('admin');
    const element = await place('<jms-test-probe page-size="30"></jms-test-probe>');
    await waitFor(() => inside(element, '[data-testid=probe]'));
    expect(inside(element, '[data-testid=probe]')!.textContent).to.equal('page-size 30 page false');
    expect(events).to.deep.equal([{ type: 'jms-ready', target: 'jms-test-probe', detail: { username: 'admin' }, composed: true, bubbles: true, jms: true }]);
    element.setAttribute('page-size', '7');
    await waitFor(() => inside(element, '[data-testid=probe]')!.textContent === 'page-size none page false');
    expect((element as ProbeElement).pageSize).to.equal(undefined);
  });

  it('signed out: shows a sign-in card coming back to this page, sends jms-auth-required, and stays', async () => {
    const before = location.href;
    const element = await place('<jms-test-probe></jms-test-probe>');
    const notice = await waitFor(() => inside(element, '[data-testid=element-notice]'));
    expect(notice.getAttribute('role')).to.equal('status');
    expect(notice.querySelector('h2')!.textContent).to.equal('Sign in to JumpServer');
    const link = new URL(notice.querySelector('a')!.href);
    expect(link.origin + link.pathname).to.equal(location.origin + LOGIN_PATH);
    expect(link.searchParams.getAll('next')).to.deep.equal([`${location.pathname}${location.search}`]);
    expect(link.searchParams.get('next')).to.not.include(LOGIN_PATH);
    expect(events.map((event) => [event.type, event.target, event.composed, event.jms])).to.deep.equal([['jms-auth-required', 'jms-test-probe', true, true]]);
    expect(events[0]!.detail).to.deep.equal({ loginUrl: link.href.replace(location.origin, '') });
    expect(stateOf(element)).to.equal('signed-out');
    await expectAccessible(element);
    await new Promise((done) => setTimeout(done, 300));
    expect(location.href).to.equal(before);
  });

  it('signed out, the bell offers one sign-in link in its place, which looks nothing like an empty bell', async () => {
    const bell = await place('<jms-site-messages></jms-site-messages>');
    const link = await waitFor(() => inside(bell, 'a[data-testid=element-notice]'));
    expect(link.textContent).to.equal('Sign in');
    expect(link.getAttribute('aria-label')).to.equal('Sign in to JumpServer');
    expect(inside(bell, 'button')).to.equal(null);
    expect(events.map((event) => event.type)).to.deep.equal(['jms-auth-required']);
    await expectAccessible(bell);
  });

  it('speaks the language its lang attribute names', async () => {
    const bell = await place('<jms-site-messages lang="zh"></jms-site-messages>');
    const link = await waitFor(() => inside(bell, 'a[data-testid=element-notice]'));
    expect(link.textContent).to.equal('登录');
  });

  it('works in the organization its org attribute names, for this page only', async () => {
    await loginAs('admin');
    localStorage.setItem('lastUsername', JSON.stringify('admin'));
    const engineering = '6f2d1c4a-8a3b-4c5d-9e6f-0a1b2c3d4e01';
    const element = await place(`<jms-test-probe org="${engineering}"></jms-test-probe>`);
    await waitFor(() => inside(element, '[data-testid=probe]'));
    expect(sessionStore.getState().currentOrg).to.include({ id: engineering, name: 'Engineering' });
    expect(orgMemory.current('admin')?.id).to.not.equal(engineering);
  });

  it('joins the page’s session; one naming another server shows why and sends jms-error', async () => {
    await loginAs('admin');
    const first = await place('<jms-test-probe></jms-test-probe>');
    const second = await place(`<jms-test-probe base-url="${location.origin}/"></jms-test-probe>`);
    const other = await place('<jms-test-probe base-url="https://elsewhere.example.com"></jms-test-probe>');
    await waitFor(() => inside(first, '[data-testid=probe]') && inside(second, '[data-testid=probe]'));
    const notice = await waitFor(() => inside(other, '[data-testid=element-notice]'));
    expect(notice.getAttribute('role')).to.equal('alert');
    expect(notice.textContent).to.include('https://elsewhere.example.com');
    const errors = events.filter((event) => event.type === 'jms-error');
    expect(errors.map((event) => (event.detail as { code: string }).code)).to.deep.equal(['session-conflict']);
    expect(connectionStore.getState().baseUrl).to.equal('');
  });

  it('takes over what a framework wrote before it upgraded (token, baseurl, pagesize attributes, a property), out of the DOM and without an error', async () => {
    const holder = document.createElement('div');
    // React 19 writes the props of an element it does not know yet as attributes, lowercased.
    holder.innerHTML = `<jms-late-probe token="written-token" baseurl="${location.origin}" pagesize="30"></jms-late-probe>`;
    const element = holder.firstElementChild as HTMLElement & { token?: string; baseUrl: string; pageSize?: number; org: string };
    element.org = '';
    document.body.append(holder);
    class LateProbe extends ProbeElement {}
    defineElement('jms-late-probe', LateProbe);
    await waitFor(() => stateOf(element));
    expect(element.getAttributeNames().sort()).to.deep.equal(['base-url', 'org', 'page-size']);
    expect([element.token, element.baseUrl, element.pageSize]).to.deep.equal(['written-token', location.origin, 30]);
    expect(connectionStore.getState().authorization).to.equal('Bearer written-token');
    expect(events.filter((event) => event.type === 'jms-error')).to.deep.equal([]);
    element.token = 'Token private-key';
    expect(connectionStore.getState().authorization).to.equal('Token private-key');
    expect(element.outerHTML).to.not.include('private-key');
    holder.remove();
  });

  it('never keeps a token attribute written once it is defined', async () => {
    const element = document.createElement('jms-test-probe');
    element.setAttribute('token', 'secret-value');
    await act(async () => void document.body.append(element));
    await waitFor(() => stateOf(element));
    expect(element.hasAttribute('token')).to.equal(false);
    expect(connectionStore.getState().authorization).to.equal(undefined);
    const errors = events.filter((event) => event.type === 'jms-error');
    expect(errors.map((event) => (event.detail as { code: string; message: string }).code)).to.deep.equal(['token-attribute']);
    expect(JSON.stringify(errors)).to.not.include('secret-value');
  });

  it('follows a new lang: its words change, and requests ask the server for it', async () => {
    const bell = await place('<jms-site-messages lang="zh"></jms-site-messages>');
    await waitFor(() => inside(bell, 'a[data-testid=element-notice]')?.textContent === '登录');
    bell.setAttribute('lang', 'ja');
    await waitFor(() => inside(bell, 'a[data-testid=element-notice]')?.textContent === 'サインイン');
    const asked: (string | null)[] = [];
    const client = createHttpClient({
      fetch: (input, init) => {
        asked.push(new Headers(init?.headers).get('Accept-Language'));
        return fetch(input, init);
      },
    });
    // Signed out, the answer is a 401: what matters is what was asked.
    await client.get('/api/v1/users/profile/', { silent: true }).catch(() => undefined);
    expect(asked).to.deep.equal(['ja']);
  });
});
