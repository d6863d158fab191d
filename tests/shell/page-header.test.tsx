import { expect } from 'chai';
import { navigateTo, routeByName } from '../../src/core/routes';
import { cutTitle } from '../../src/shell/page-header/cut-title';
import { isDashboardPath, PageHeader } from '../../src/shell/page-header/page-header';
import { expectAccessible } from '../helpers/axe';
import { render } from '../helpers/render';
import { LICENSED, profileFixture, signIn, signOut } from './fixtures';

describe('the page header', () => {
  const start = window.location.href;
  beforeEach(() => signIn({ perms: ['users.view_user'], settings: { ...LICENSED, XPACK_ENABLED: false } }));
  afterEach(() => {
    signOut();
    history.replaceState(null, '', start);
  });

  it('cuts titles at 80 characters', () => {
    expect(cutTitle('a'.repeat(80))).to.equal('a'.repeat(80));
    expect(cutTitle('a'.repeat(81))).to.equal(`${'a'.repeat(80)}…`);
    expect(cutTitle('主机'.repeat(41))).to.equal(`${'主机'.repeat(40)}…`);
  });

  it('disables back on dashboards and without history', async () => {
    expect(isDashboardPath('/console/dashboard')).to.equal(true);
    expect(isDashboardPath('/workbench/home')).to.equal(true);
    expect(isDashboardPath('/console/users/users')).to.equal(false);
    history.replaceState(null, '', '#/console/users/users');
    const view = await render(<PageHeader route={routeByName('UserList')!} path="/console/users/users" />);
    const back = () => view.container.querySelector<HTMLButtonElement>('[data-testid=back]')!;
    expect(back().disabled, 'no history').to.equal(true);
    navigateTo('/console/users/groups');
    await view.rerender(<PageHeader route={routeByName('UserGroupList')!} path="/console/users/groups" />);
    expect(back().disabled, 'with history').to.equal(false);
    await view.rerender(<PageHeader route={routeByName('AdminDashboard')!} path="/console/dashboard" />);
    expect(back().disabled, 'dashboard').to.equal(true);
    await view.unmount();
  });

  it('shows the title, a screen’s own title and help message, accessibly', async () => {
    const view = await render(
      <PageHeader
        route={routeByName('UserDetail')!}
        path="/console/users/users/1"
        overrides={{ title: `User: ${'x'.repeat(90)}`, helpMessage: 'Users sign in with these accounts.' }}
      />,
    );
    expect(view.container.querySelector('h1')!.textContent).to.equal(cutTitle(`User: ${'x'.repeat(90)}`));
    expect(view.container.querySelector('[role=note]')!.textContent).to.equal('Users sign in with these accounts.');
    await view.rerender(<PageHeader route={routeByName('UserDetail')!} path="/console/users/users/1" />);
    expect(view.container.querySelector('h1')!.textContent).to.equal('User detail');
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('shows the password banner to a local user whose password is about to expire', async () => {
    const stamp = new Date(Date.now() - 87 * 86_400_000 - 60_000).toISOString();
    signIn({ perms: ['users.view_user'], settings: { SECURITY_PASSWORD_EXPIRATION_TIME: 90 }, profile: profileFixture({ date_password_last_updated: stamp }) });
    const view = await render(<PageHeader route={routeByName('UserList')!} path="/console/users/users" />);
    const banner = view.container.querySelector('[data-testid=banner]');
    expect(banner?.textContent).to.match(/^The password will expire in 3 days/);
    await expectAccessible(view.container);
    await view.unmount();
  });
});
