import { expect } from 'chai';
import { derivePermission, hasPermission } from '../../src/core/perms';
import { isSystemAdmin } from '../../src/core/session/store';

describe('permissions', () => {
  const held = new Set(['users.view_user', 'users.add_user', 'rbac.view_orgrole']);

  it('derives app.action_resource with the spec mapping', () => {
    expect(derivePermission('users', 'create', 'user')).to.equal('users.add_user');
    expect(derivePermission('users', 'update', 'user')).to.equal('users.change_user');
    expect(derivePermission('assets', 'list', 'assetpermission')).to.equal('assets.view_assetpermission');
    expect(derivePermission('assets', 'retrieve', 'domain')).to.equal('assets.view_domain');
    expect(derivePermission('users', 'destroy', 'user')).to.equal('users.del_user');
  });

  it('passes an empty requirement', () => {
    expect(hasPermission(new Set(), [])).to.equal(true);
    expect(hasPermission(new Set(), undefined)).to.equal(true);
  });

  it('needs every entry of a list', () => {
    expect(hasPermission(held, ['users.view_user', 'users.add_user'])).to.equal(true);
    expect(hasPermission(held, ['users.view_user', 'users.delete_user'])).to.equal(false);
    expect(hasPermission(held, 'users.change_user')).to.equal(false);
  });

  it('takes any one of pipe-separated alternatives', () => {
    expect(hasPermission(held, ['rbac.view_orgrole | rbac.view_systemrole'])).to.equal(true);
    expect(hasPermission(held, 'rbac.view_systemrole|rbac.view_orgrole')).to.equal(true);
    expect(hasPermission(held, ['rbac.view_systemrole|rbac.add_orgrole'])).to.equal(false);
  });

  it('knows the system administrator by the fixed role id', () => {
    expect(isSystemAdmin({ id: '1', name: 'A', username: 'a', system_roles: [{ id: '00000000-0000-0000-0000-000000000001' }] })).to.equal(true);
    expect(isSystemAdmin({ id: '2', name: 'B', username: 'b', system_roles: [{ id: '00000000-0000-0000-0000-000000000003' }] })).to.equal(false);
    expect(isSystemAdmin({ id: '3', name: 'C', username: 'c' })).to.equal(false);
  });
});
