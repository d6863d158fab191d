import { expect } from 'chai';
import { createHttpClient } from '../../../src/core/http';
import { clearMetadataCache, formFields, loadMetadata, makeResourceMeta, type RawMetadata } from '../../../src/core/metadata';
import { loginAs, logout } from '../../helpers/session';

// The abridged OPTIONS answer of api-contract 2.1.
const USERS_OPTIONS: RawMetadata = {
  name: 'User List',
  actions: {
    POST: {
      id: { type: 'string', required: false, read_only: true, label: 'ID' },
      name: { type: 'string', required: true, read_only: false, label: 'Name', help_text: 'Full name', max_length: 128 },
      password: { type: 'string', required: false, read_only: false, label: 'Password', max_length: 1024, write_only: true },
      mfa_level: {
        type: 'labeled_choice',
        required: false,
        default: 0,
        read_only: false,
        label: 'MFA level',
        choices: [
          { value: 0, label: 'Disabled' },
          { value: 1, label: 'Enabled' },
          { value: 2, label: 'Force enabled' },
        ],
      },
      groups: { type: 'm2m_related_field', required: false, read_only: false, label: 'Groups', child: { type: 'object_related_field', required: true, read_only: false } },
      comment: { type: 'string', required: false, read_only: false, label: 'Comment' },
    },
    GET: {
      id: { type: 'string', required: false, read_only: true, label: 'ID', filter: true },
      name: { type: 'string', required: true, read_only: false, label: 'Name', max_length: 128, filter: true, order: true },
      is_valid: { type: 'boolean', required: false, read_only: true, label: 'Is valid' },
    },
  },
};

describe('field metadata', () => {
  it('translates each field, keeping the server order and filling defaults', () => {
    const meta = makeResourceMeta(USERS_OPTIONS);
    const post = meta.actions.POST ?? [];
    expect(post.map((field) => field.name)).to.deep.equal(['id', 'name', 'password', 'mfa_level', 'groups', 'comment']);
    const [id, name, password, mfa, groups, comment] = post;
    expect(id?.readOnly).to.equal(true);
    expect(name).to.include({ label: 'Name', helpText: 'Full name', required: true, maxLength: 128, writeOnly: false });
    expect(password?.writeOnly).to.equal(true);
    expect(mfa).to.include({ type: 'labeled_choice', hasDefault: true, default: 0 });
    expect(mfa?.choices.map((choice) => choice.label)).to.deep.equal(['Disabled', 'Enabled', 'Force enabled']);
    expect(groups?.child?.type).to.equal('object_related_field');
    expect(comment?.maxLength).to.equal(undefined);
    expect(comment?.hasDefault).to.equal(false);
    const get = meta.actions.GET ?? [];
    expect(get.find((field) => field.name === 'name')).to.include({ filter: true, order: true });
    expect(get.find((field) => field.name === 'is_valid')).to.include({ filter: false, order: false });
  });

  it('reads the filters and ordering that later servers list at the top level', () => {
    const meta = makeResourceMeta({
      actions: { GET: { name: { type: 'string', label: 'Name' }, is_active: { type: 'boolean', label: 'Active' } } },
      filters: { is_active: { label: 'Active', type: 'boolean' } },
      ordering: { fields: [{ name: 'name' }] },
    });
    expect(meta.actions.GET?.map((field) => [field.name, field.filter, field.order])).to.deep.equal([
      ['name', false, true],
      ['is_active', true, false],
    ]);
  });

  it('gives a form the PUT fields when updating, else POST', () => {
    const meta = makeResourceMeta({ actions: { POST: { name: { type: 'string' } }, PUT: { name: { type: 'string' }, id: { type: 'string' } } } });
    expect(formFields(meta, 'PUT').map((field) => field.name)).to.deep.equal(['name', 'id']);
    expect(formFields(meta, 'POST').map((field) => field.name)).to.deep.equal(['name']);
    expect(formFields(makeResourceMeta({ actions: { POST: { a: { type: 'string' } } } }), 'PATCH').map((field) => field.name)).to.deep.equal(['a']);
  });

  describe('from the server', () => {
    before(() => loginAs('admin'));
    after(() => logout());

    it('asks OPTIONS once per URL, with display and draw', async () => {
      clearMetadataCache();
      const asked: string[] = [];
      const client = createHttpClient({
        fetch: (input, init) => {
          asked.push(`${init?.method ?? 'GET'} ${String(input)}`);
          return fetch(input, init);
        },
      });
      const [first, second] = await Promise.all([loadMetadata('/api/v1/users/users/', client), loadMetadata('/api/v1/users/users/', client)]);
      const third = await loadMetadata('/api/v1/users/users/', client);
      expect(first).to.equal(second).and.to.equal(third);
      expect(asked).to.have.length(1);
      expect(asked[0]).to.match(/^OPTIONS \/api\/v1\/users\/users\/\?draw=1&display=1$/);
      expect(first.actions.GET?.find((field) => field.name === 'username')?.label).to.equal('Username');
      await loadMetadata('/api/v1/users/groups/', client);
      expect(asked).to.have.length(2);
    });
  });
});
