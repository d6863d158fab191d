import { expect } from 'chai';
import { ROOT_ORG_ID } from '../../../src/core/constants';
import { http } from '../../../src/core/http';
import UserForm from '../../../src/views/users/user-form';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { click, freshCache, signIn, signOut, typeInto, waitFor } from '../../blocks/helpers/signed-in';
import { recordFeedback } from '../../helpers/recording-feedback';

const USERS = '/api/v1/users/users/';

/** The items a role select shows as chosen, by their labels. */
const chosen = (root: HTMLElement, field: string) =>
  [...root.querySelectorAll(`[data-field=${field}] button[aria-label^="Remove "]`)].map((button) => button.getAttribute('aria-label')?.replace(/^Remove /, ''));

const input = (root: HTMLElement, field: string) => root.querySelector<HTMLInputElement>(`[data-field=${field}] input`)!;

describe('the user form', () => {
  let feedback: ReturnType<typeof recordFeedback>;
  beforeEach(() => (feedback = recordFeedback(false)));
  afterEach(async () => {
    feedback.remove();
    history.replaceState(null, '', location.pathname + location.search);
    await signOut();
  });

  it('starts a new user with the default roles, and saves them', async () => {
    await signIn('admin');
    const view = await render(freshCache(<UserForm params={{}} query={new URLSearchParams()} />));
    await waitFor(() => chosen(view.container, 'org_roles').length);
    expect(chosen(view.container, 'system_roles')).to.deep.equal(['SystemUser']);
    expect(chosen(view.container, 'org_roles')).to.deep.equal(['OrgUser']);
    await expectAccessible(view.container);

    const username = `defaults_${Date.now().toString(36)}`;
    await act(async () => {
      typeInto(input(view.container, 'name'), 'Defaults');
      typeInto(input(view.container, 'username'), username);
      typeInto(input(view.container, 'email'), `${username}@example.com`);
    });
    await click(view.container.querySelector('button[type=submit]'));
    await waitFor(() => feedback.flashes.length);
    const [created] = await http.get<{ system_roles: { id: string }[]; org_roles: { id: string }[] }[]>(USERS, { params: { username } });
    expect(created?.system_roles.map((role) => role.id)).to.deep.equal(['00000000-0000-0000-0000-000000000003']);
    expect(created?.org_roles.map((role) => role.id)).to.deep.equal(['00000000-0000-0000-0000-000000000007']);
    await view.unmount();
  });

  it('starts a new user active, MFA off and local, as the official console does, though the metadata gives no such default', async () => {
    await signIn('admin');
    const view = await render(freshCache(<UserForm params={{}} query={new URLSearchParams()} />));
    await waitFor(() => chosen(view.container, 'org_roles').length);
    expect(view.container.querySelector<HTMLInputElement>('[data-field=is_active] input')?.checked).to.equal(true);
    const username = `initial_${Date.now().toString(36)}`;
    await act(async () => {
      typeInto(input(view.container, 'name'), 'Initial');
      typeInto(input(view.container, 'username'), username);
      typeInto(input(view.container, 'email'), `${username}@example.com`);
    });
    await click(view.container.querySelector('button[type=submit]'));
    await waitFor(() => feedback.flashes.length);
    const [created] = await http.get<Record<string, unknown>[]>(USERS, { params: { username } });
    const value = (field: unknown) => (field && typeof field === 'object' ? (field as { value: unknown }).value : field);
    expect([created?.['is_active'], value(created?.['mfa_level']), value(created?.['source'])]).to.deep.equal([true, 0, 'local']);
    await view.unmount();
  });

  it('edits a phone the server answers as {code, phone} as the number it reads', async () => {
    await signIn('admin');
    const username = `phone_${Date.now().toString(36)}`;
    const user = await http.post<{ id: string; phone: unknown }>(USERS, { name: 'Phone', username, email: `${username}@example.com`, phone: '+491701234505' });
    expect(user.phone).to.deep.equal({ code: '+49', phone: 1701234505 });
    const view = await render(freshCache(<UserForm params={{ id: user.id }} query={new URLSearchParams()} />));
    const phone = await waitFor(() => input(view.container, 'phone'));
    expect(phone.value).to.equal('+49 1701234505');
    await view.unmount();
  });

  it('in the global organization, preselects only the system role', async () => {
    await signIn('admin', { org: ROOT_ORG_ID });
    const view = await render(freshCache(<UserForm params={{}} query={new URLSearchParams()} />));
    await waitFor(() => chosen(view.container, 'system_roles').length);
    expect(chosen(view.container, 'org_roles')).to.deep.equal([]);
    await view.unmount();
  });

  it('shows an existing user’s own roles when editing', async () => {
    await signIn('admin');
    const [auditor] = await http.get<{ id: string }[]>(USERS, { params: { username: 'auditor' } });
    const view = await render(freshCache(<UserForm params={{ id: auditor?.id ?? '' }} query={new URLSearchParams()} />));
    await waitFor(() => chosen(view.container, 'org_roles').length);
    expect(chosen(view.container, 'org_roles')).to.deep.equal(['OrgAuditor']);
    await view.unmount();
  });
});
