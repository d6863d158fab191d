import { expect } from 'chai';
import { DEFAULT_ORG_ID, ORG_SWITCH_RELOAD_MS, ROOT_ORG_ID, SYSTEM_ORG_ID } from '../../src/core/constants';
import { leaveForOrgSwitch, pathAfterOrgSwitch } from '../../src/core/org-switch';
import { defaultOrg, orgHeaderId, orgPermitted, pageQueryOid } from '../../src/core/orgs';
import { allowedViews, orgsForView } from '../../src/core/routes/views';

const org = (id: string, name: string, extra = {}) => ({ id, name, ...extra });
const UUID = '3f1c9a52-1b2c-4d5e-8f90-123456789abc';

describe('organizations', () => {
  const lists = {
    consoleOrgs: [org('c1', 'Console')],
    auditOrgs: [org('a1', 'Audit')],
    workbenchOrgs: [org('w1', 'Work')],
    perms: new Set<string>(),
  };

  it('allows console and audit with organizations for them, the workbench always, tickets and settings by permission', () => {
    expect(allowedViews(lists)).to.deep.equal(['console', 'audit', 'workbench']);
    expect(allowedViews({ ...lists, consoleOrgs: [], auditOrgs: [] })).to.deep.equal(['workbench']);
    expect(allowedViews({ ...lists, perms: new Set(['tickets.view_ticket', 'settings.view_setting']) })).to.deep.equal(['console', 'audit', 'workbench', 'tickets', 'settings']);
  });

  it('uses console organizations for console, tickets and settings; their own for audit and workbench', () => {
    expect(orgsForView('console', lists)).to.equal(lists.consoleOrgs);
    expect(orgsForView('tickets', lists)).to.equal(lists.consoleOrgs);
    expect(orgsForView('settings', lists)).to.equal(lists.consoleOrgs);
    expect(orgsForView('audit', lists)).to.equal(lists.auditOrgs);
    expect(orgsForView('workbench', lists)).to.equal(lists.workbenchOrgs);
  });

  it('falls back on the default-flagged organization, else the first ordinary one', () => {
    const root = org(ROOT_ORG_ID, 'GLOBAL', { is_root: true });
    const system = org(SYSTEM_ORG_ID, 'SYSTEM');
    expect(defaultOrg([root, org('x', 'X'), org(DEFAULT_ORG_ID, 'Default', { is_default: true })])?.name).to.equal('Default');
    expect(defaultOrg([root, system, org('x', 'X'), org('y', 'Y')])?.name).to.equal('X');
    expect(defaultOrg([root, system])).to.equal(undefined);
  });

  it('checks the current organization is an object the view permits', () => {
    expect(orgPermitted(org('c1', 'Console'), lists.consoleOrgs)).to.equal(true);
    expect(orgPermitted(org('zz', 'Gone'), lists.consoleOrgs)).to.equal(false);
    expect(orgPermitted('c1', lists.consoleOrgs)).to.equal(false);
    expect(orgPermitted(null, lists.consoleOrgs)).to.equal(false);
  });

  it('sends the oid query first, else the current organization; the community edition only the default (or system)', () => {
    expect(orgHeaderId('q1', 'c1', true)).to.equal('q1');
    expect(orgHeaderId(undefined, 'c1', true)).to.equal('c1');
    expect(orgHeaderId(undefined, undefined, true)).to.equal(undefined);
    expect(orgHeaderId(undefined, 'c1', false)).to.equal(DEFAULT_ORG_ID);
    expect(orgHeaderId('q1', undefined, false)).to.equal(DEFAULT_ORG_ID);
    expect(orgHeaderId(undefined, SYSTEM_ORG_ID, false)).to.equal(SYSTEM_ORG_ID);
  });

  it('reads oid from the hash route or the query string', () => {
    expect(pageQueryOid({ hash: '#/console/users?oid=abc', search: '' })).to.equal('abc');
    expect(pageQueryOid({ hash: '#/console/users', search: '?oid=def' })).to.equal('def');
    expect(pageQueryOid({ hash: '#/console/users', search: '' })).to.equal(undefined);
  });

  it('strips id segments and id queries, keeping platform and other values', () => {
    expect(pathAfterOrgSwitch(`/console/users/users/${UUID}/update`)).to.equal('/console/users/users/update');
    expect(pathAfterOrgSwitch('/console/assets/platforms/12')).to.equal('/console/assets/platforms');
    expect(pathAfterOrgSwitch(`/console/assets/hosts/create?platform=3&node=${UUID}&activeTab=info`)).to.equal('/console/assets/hosts/create?platform=3&activeTab=info');
    expect(pathAfterOrgSwitch(`/${UUID}`)).to.equal('/');
  });

  it('goes to the stripped page (or / when unknown) and reloads 400 ms later', () => {
    const calls: string[] = [];
    const delays: number[] = [];
    const environment = {
      currentRoute: `/console/users/users/${UUID}`,
      routeExists: (path: string) => path === '/console/users/users',
      navigate: (path: string) => calls.push(`navigate ${path}`),
      reload: () => calls.push('reload'),
      setTimeout: (callback: () => void, ms: number) => {
        delays.push(ms);
        callback();
      },
    };
    expect(leaveForOrgSwitch(environment)).to.equal('/console/users/users');
    expect(leaveForOrgSwitch({ ...environment, currentRoute: `/console/assets/gone/${UUID}` })).to.equal('/');
    expect(calls).to.deep.equal(['navigate /console/users/users', 'reload', 'navigate /', 'reload']);
    expect(delays).to.deep.equal([ORG_SWITCH_RELOAD_MS, ORG_SWITCH_RELOAD_MS]);
    expect(ORG_SWITCH_RELOAD_MS).to.equal(400);
    // Embedded in another page, the console does not reload it.
    calls.length = 0;
    const { reload: _reload, ...embedded } = environment;
    expect(leaveForOrgSwitch(embedded)).to.equal('/console/users/users');
    expect(calls).to.deep.equal(['navigate /console/users/users']);
  });
});
