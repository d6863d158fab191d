import { expect } from 'chai';
import { http } from '../../../src/core/http';
import { bulkDelete, cacheResources, detailUrl, exportUrl, withParams } from '../../../src/core/resources';
import { loginAs, logout } from '../../helpers/session';

describe('resource URLs', () => {
  it('builds detail URLs and adds parameters', () => {
    expect(detailUrl('/api/v1/users/users/', 'a b')).to.equal('/api/v1/users/users/a%20b/');
    expect(detailUrl('/api/v1/users/users', 'x')).to.equal('/api/v1/users/users/x/');
    expect(detailUrl('/api/v1/assets/assets/?type=host', 'x')).to.equal('/api/v1/assets/assets/x/?type=host');
    expect(withParams('/a/?x=1', { y: 2, z: undefined })).to.equal('/a/?x=1&y=2');
    expect(withParams('/a/', {})).to.equal('/a/');
  });

  it('exports with the format, spm and filters, never the paging', () => {
    expect(exportUrl('/api/v1/users/users/', { format: 'xlsx', spm: 'S', filters: { search: 'ali', limit: 15, offset: 30, is_active: true } })).to.equal(
      '/api/v1/users/users/?search=ali&is_active=true&format=xlsx&spm=S',
    );
    expect(exportUrl('/api/v1/users/users/', { format: 'csv', template: 'import', limit: 1 })).to.equal('/api/v1/users/users/?format=csv&template=import&limit=1');
  });

  describe('on the server', () => {
    before(() => loginAs('admin'));
    after(() => logout());

    it('caches ids as an spm that lists read, and bulk-deletes through it', async () => {
      const suffix = Date.now().toString(36);
      const created = await Promise.all([1, 2, 3].map((n) => http.post<{ id: string }>('/api/v1/users/groups/', { name: `spm-${suffix}-${n}` })));
      const ids = created.map((group) => group.id);
      const spm = await cacheResources(ids.slice(0, 2));
      expect(spm).to.match(/^[0-9a-f-]{36}$/);
      const listed = await http.get<{ id: string }[]>('/api/v1/users/groups/', { params: { spm } });
      expect(listed.map((group) => group.id).sort()).to.deep.equal(ids.slice(0, 2).sort());
      await bulkDelete('/api/v1/users/groups/', ids.slice(0, 2));
      const left = await http.get<{ id: string }[]>('/api/v1/users/groups/', { params: { search: `spm-${suffix}` } });
      expect(left.map((group) => group.id)).to.deep.equal([ids[2]]);
      await http.delete(detailUrl('/api/v1/users/groups/', ids[2] ?? ''));
    });
  });
});
