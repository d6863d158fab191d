import { expect } from 'chai';
import { filterRoutes, type RouteContext } from '../../src/core/routes';
import { resolveLocation } from '../../src/shell/routing/resolve-location';
import { DEFAULT_ORG, LICENSED } from './fixtures';

const id = '3f2a6b1c-8d4e-4f5a-9b6c-7d8e9f0a1b2c';

function context(perms: string[], settings = LICENSED, orgs: Partial<RouteContext['session']> = {}): RouteContext {
  return { settings, session: { perms: new Set(perms), consoleOrgs: [DEFAULT_ORG], auditOrgs: [], workbenchOrgs: [DEFAULT_ORG], ...orgs } };
}

function resolve(path: string, perms: string[], settings = LICENSED, orgs: Partial<RouteContext['session']> = {}, query = '') {
  const ctx = context(perms, settings, orgs);
  return resolveLocation(path, query, filterRoutes(ctx), ctx);
}

describe('resolving a location', () => {
  beforeEach(() => localStorage.clear());

  it('opens a page the user may see, with its parameters and query', () => {
    const result = resolve(`/console/users/users/${id}`, ['users.view_user'], LICENSED, {}, 'activeTab=groups');
    expect(result.type).to.equal('page');
    if (result.type === 'page') {
      expect(result.route.name).to.equal('UserDetail');
      expect(result.params).to.deep.equal({ id });
      expect(result.query).to.equal('activeTab=groups');
    }
  });

  it('holds a user on their first login at the wizard, whatever address they try', () => {
    const ctx = context(['users.view_user']);
    const routes = filterRoutes(ctx);
    for (const path of ['/console/users/users', '/profile/info', '/workbench', '/nowhere']) {
      expect(resolveLocation(path, '', routes, ctx, true)).to.deep.equal({ type: 'redirect', to: '/profile/improvement' });
    }
    expect(resolveLocation('/profile/improvement', '', routes, ctx, true).type).to.equal('page');
    expect(resolveLocation('/profile/info', '', routes, ctx, false).type).to.equal('page');
  });

  it('sends unknown paths to /404', () => {
    expect(resolve('/console/nowhere', [])).to.deep.equal({ type: 'redirect', to: '/404' });
  });

  it('shows 403 for a route whose permission is missing, typed URL or not', () => {
    const result = resolve('/console/users/users/create', ['users.view_user']);
    expect(result.type).to.equal('forbidden');
  });

  it('treats routes removed by the edition or settings as not found', () => {
    expect(resolve('/console/users/roles', ['rbac.view_orgrole'], { XPACK_ENABLED: false })).to.deep.equal({ type: 'redirect', to: '/404' });
    expect(resolve('/profile/temp-password', ['authentication.view_temptoken'], {})).to.deep.equal({ type: 'redirect', to: '/404' });
  });

  it('sends a view the user may not open to their preferred view', () => {
    expect(resolve('/audit/dashboard', [])).to.deep.equal({ type: 'redirect', to: '/console' });
    localStorage.setItem('PreView', 'workbench');
    expect(resolve('/audit/sessions/sessions', [])).to.deep.equal({ type: 'redirect', to: '/workbench' });
    expect(resolve('/console/dashboard', [], LICENSED, { consoleOrgs: [] })).to.deep.equal({ type: 'redirect', to: '/workbench' });
  });

  it('follows view-root and group redirects, keeping the query', () => {
    expect(resolve('/console', [])).to.deep.equal({ type: 'redirect', to: '/console/dashboard', refresh: false });
    expect(resolve('/audit/sessions', ['terminal.view_session'], LICENSED, { auditOrgs: [DEFAULT_ORG] })).to.deep.equal({
      type: 'redirect',
      to: '/audit/sessions/sessions',
      refresh: false,
    });
    expect(resolve('/', [])).to.deep.equal({ type: 'redirect', to: '/console', refresh: false });
  });

  it('opens the first page of a group without a redirect', () => {
    expect(resolve('/console/users', ['users.view_usergroup'])).to.deep.equal({ type: 'redirect', to: '/console/users/groups' });
    expect(resolve('/console/accounts', [])).to.deep.equal({ type: 'redirect', to: '/404' });
  });

  it('redirects the old session link and the refresh prefix, and leaves for task logs', () => {
    expect(resolve(`/terminal/sessions/${id}`, ['terminal.view_session'])).to.deep.equal({ type: 'redirect', to: `/audit/sessions/sessions/${id}`, refresh: false });
    expect(resolve(`/terminal/sessions/${id}`, []).type).to.equal('forbidden');
    expect(resolve('/redirect/console/users/users', [], LICENSED, {}, 'activeTab=x')).to.deep.equal({ type: 'redirect', to: '/console/users/users?activeTab=x', refresh: true });
    expect(resolve(`/ops/celery/task/${id}/log`, [])).to.deep.equal({ type: 'leave', url: `/core/ops/celery/task/${id}/log/?type=celery` });
    expect(resolve(`/ops/ansible/task/${id}/log`, [])).to.deep.equal({ type: 'leave', url: `/core/ops/ansible/task/${id}/log/?type=ansible` });
    expect(resolve('/login', [])).to.deep.equal({ type: 'leave', url: '/core/auth/login/' });
  });
});
