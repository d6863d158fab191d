import { expect } from 'chai';
import { canGoBack, cloneTarget, matchRoute, navigateTo, parseHash, pathFor, siblingRouteName } from '../../../src/core/routes';

const id = '5b3a1f4e-2c8d-4e7a-9b1c-0d2e3f4a5b6c';

describe('route paths', () => {
  it('matches paths to routes with their parameters', () => {
    expect(matchRoute(`/console/users/users/${id}/update`)).to.deep.include({ params: { id } });
    expect(matchRoute(`/console/users/users/${id}/update`)?.route.name).to.equal('UserUpdate');
    expect(matchRoute(`/console/users/users/${id}`)?.route.name).to.equal('UserDetail');
  });

  it('opens the index page of a group, with or without the trailing slash and with a query', () => {
    expect(matchRoute('/console/users/users')?.route.name).to.equal('UserList');
    expect(matchRoute('/console/users/users/')?.route.name).to.equal('UserList');
    expect(matchRoute('/console/users/users?activeTab=x')?.route.name).to.equal('UserList');
  });

  it('prefers fixed segments to parameters', () => {
    expect(matchRoute('/console/accounts/account-push/executions')?.route.name).to.equal('AccountPushExecutionList');
    expect(matchRoute('/console/accounts/account-push/create')?.route.name).to.equal('AccountPushCreate');
    expect(matchRoute(`/console/accounts/account-push/${id}`)?.route.name).to.equal('AccountPushDetail');
    expect(matchRoute(`/tickets/tickets/login-confirm/${id}`)?.route.name).to.equal('LoginTicketDetail');
  });

  it('knows the view roots, the redirects and nothing else', () => {
    expect(matchRoute('/console')?.route.kind).to.equal('layout');
    expect(matchRoute('/')?.route.name).to.equal('home');
    expect(matchRoute('/redirect/console/users/users')).to.deep.include({ params: { path: 'console/users/users' } });
    expect(matchRoute(`/terminal/sessions/${id}`)?.route.redirect).to.equal('/audit/sessions/sessions/:id');
    expect(matchRoute('/console/no-such-page')).to.equal(undefined);
    expect(matchRoute('/pam/automations')).to.equal(undefined);
  });

  it('writes a named route’s path', () => {
    expect(pathFor({ name: 'UserUpdate', params: { id } })).to.equal(`/console/users/users/${id}/update`);
    expect(pathFor({ name: 'UserList', query: { activeTab: 'roles', empty: undefined } })).to.equal('/console/users/users?activeTab=roles');
    expect(() => pathFor({ name: 'UserUpdate' })).to.throw(/id/);
    expect(() => pathFor({ name: 'NoSuchRoute' })).to.throw(/NoSuchRoute/);
  });

  it('finds the List, Create, Update and Detail routes of a resource', () => {
    expect(siblingRouteName('UserList', 'Create')).to.equal('UserCreate');
    expect(siblingRouteName('UserDetail', 'Update')).to.equal('UserUpdate');
    expect(siblingRouteName('UserUpdate', 'List')).to.equal('UserList');
    expect(siblingRouteName('AssetList', 'Create')).to.equal(undefined);
    expect(siblingRouteName('AccountBackupList', 'Create')).to.equal('AccountBackupPlanCreate');
    expect(siblingRouteName('AccountBackupPlanDetail', 'List')).to.equal('AccountBackupList');
    expect(siblingRouteName('AccountGatherList', 'Detail')).to.equal('AccountGatherTaskDetail');
  });

  it('clones through the create route with clone_from', () => {
    const target = cloneTarget('UserList', id)!;
    expect(pathFor(target)).to.equal(`/console/users/users/create?clone_from=${id}`);
  });

  it('navigates by changing the hash, and counts the way back', () => {
    const start = window.location.href;
    const heard: string[] = [];
    const listen = () => heard.push(parseHash().path);
    window.addEventListener('hashchange', listen);
    try {
      navigateTo('/console/users/users');
      const depth = canGoBack();
      navigateTo({ name: 'UserDetail', params: { id } });
      expect(window.location.hash).to.equal(`#/console/users/users/${id}`);
      expect(heard).to.deep.equal(['/console/users/users', `/console/users/users/${id}`]);
      expect(canGoBack()).to.equal(true);
      navigateTo('/console/users/groups?activeTab=x', { replace: true });
      expect(parseHash()).to.deep.equal({ path: '/console/users/groups', search: 'activeTab=x' });
      expect(depth).to.be.a('boolean');
    } finally {
      window.removeEventListener('hashchange', listen);
      history.replaceState(null, '', start);
    }
  });
});
