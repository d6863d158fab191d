import { expect } from 'chai';
import { makeFieldMeta, type RawFieldInfo } from '../../../src/core/metadata';
import { makeFormField, widgetFor } from '../../../src/blocks/form/field-widget';
import { batchBody, buildBody, cloneObject, initialValues, toFormValue } from '../../../src/blocks/form/form-values';
import type { FieldOverride } from '../../../src/blocks/form/form-types';
import { resolveFields } from '../../../src/blocks/form/resolve-fields';
import { formErrorsFrom } from '../../../src/blocks/form/server-errors';

const field = (name: string, info: RawFieldInfo, override: FieldOverride = {}) => makeFormField(makeFieldMeta(name, info), override);
const choices = (count: number) => Array.from({ length: count }, (_, index) => ({ value: index, label: `C${index}` }));

// A 2048-bit key pair made for these tests only; the public half is what the server puts in jms_public_key.
const PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEApELZQVkj6c7dOqUXSa59
/2hX+VeAWiELqvWwqByiG4xHGhDKpt7y3MoCq/SwgzZi9dR667SOqSXBmMSZKDGB
6eBjm7Em+QTZvZ7x9b3I7/IXS6+KOOrBLgpemdhqs0D6Qt4T7d/gB06Tlbv7vBG9
1aZ4CcDo87+e5RuSzSZG0wv2d8rWfEbO+sfsQR7PYZqY+qcstTwvXsEQFLLuKuhg
wT0/kZahZv1EbOWE42VjebIdfCIF79r3hHaCBwRdETHGKEmsJFHNc5uJ4ygP7LYn
J2sNyDXkrCVky8+sHpcvqrtC3/SXRD3ImbWoKI/SU10XRg4bDDIo1zfMOp8np8t6
yQIDAQAB
-----END PUBLIC KEY-----`;

describe('the form generator rules (spec section 5)', () => {
  it('picks the widget from the metadata', () => {
    expect(widgetFor(makeFieldMeta('comment', { type: 'string' }))).to.equal('textarea');
    expect(widgetFor(makeFieldMeta('name', { type: 'string', max_length: 128 }))).to.equal('text');
    expect(widgetFor(makeFieldMeta('password', { type: 'string', max_length: 1024, write_only: true }))).to.equal('password');
    expect(widgetFor(makeFieldMeta('mfa', { type: 'labeled_choice', choices: choices(4) }))).to.equal('radio');
    expect(widgetFor(makeFieldMeta('source', { type: 'choice', choices: choices(5) }))).to.equal('select');
    expect(widgetFor(makeFieldMeta('is_active', { type: 'boolean' }))).to.equal('switch');
    expect(widgetFor(makeFieldMeta('date_expired', { type: 'datetime' }))).to.equal('datetime');
    expect(widgetFor(makeFieldMeta('ips', { type: 'list', child: { type: 'string' } }))).to.equal('tags');
    expect(widgetFor(makeFieldMeta('attrs', { type: 'json' }))).to.equal('json');
    expect(widgetFor(makeFieldMeta('port', { type: 'integer' }))).to.equal('number');
    expect(widgetFor(makeFieldMeta('email', { type: 'email', max_length: 128 }))).to.equal('email');
    const groups = makeFieldMeta('groups', { type: 'm2m_related_field', child: { type: 'object_related_field' } });
    expect(widgetFor(groups, { related: { url: '/api/v1/users/groups/' } })).to.equal('related-many');
    expect(widgetFor(makeFieldMeta('platform', { type: 'object_related_field' }), { related: { url: '/x/' } })).to.equal('related');
    expect(widgetFor(makeFieldMeta('labels', { type: 'm2m_related_field', child: { type: 'field' } }), { related: { url: '/x/' } })).to.equal('tags');
    const protocols = makeFieldMeta('protocols', {
      type: 'field',
      child: { type: 'nested object', children: { name: { type: 'string', max_length: 32 }, port: { type: 'integer' } } },
    });
    expect(widgetFor(protocols)).to.equal('object-list');
    expect(widgetFor(makeFieldMeta('comment', { type: 'string' }), { widget: 'text' })).to.equal('text');
  });

  it('shows the groups’ fields, else every writable one but those another form of the page edits', () => {
    const meta = ['A', 'B', 'C'].map((name) => makeFieldMeta(name, { type: 'integer' })).concat(makeFieldMeta('D', { type: 'integer', read_only: true }));
    const names = (groups: ReturnType<typeof resolveFields>) => groups.map((group) => [group.title, group.fields.map((one) => one.name)]);
    expect(names(resolveFields(meta, [{ title: 'Users', fields: ['B', 'D'] }, { fields: ['A'] }]))).to.deep.equal([
      ['Users', ['B']],
      [undefined, ['A']],
    ]);
    expect(names(resolveFields(meta, undefined, {}, ['B']))).to.deep.equal([[undefined, ['A', 'C']]]);
  });

  it('gives required fields a required rule, and the screen may add or lift it', () => {
    expect(field('name', { type: 'string', required: true, max_length: 10 }).rules[0]?.('')).to.deep.equal({ key: 'validation.required' });
    expect(field('name', { type: 'string', required: true }, { required: false }).rules.some((rule) => rule('') !== undefined)).to.equal(false);
    expect(field('comment', { type: 'string' }, { required: true }).required).to.equal(true);
  });

  it('starts from server defaults, or from the object with choices, related objects, dates and JSON made editable', () => {
    const fields = [
      field('name', { type: 'string', max_length: 10 }),
      field('mfa_level', { type: 'labeled_choice', default: 0, choices: choices(3) }),
      field('source', { type: 'labeled_choice', choices: choices(3) }),
      field('groups', { type: 'm2m_related_field' }, { related: { url: '/g/' } }),
      field('is_active', { type: 'boolean', default: true }),
      field('attrs', { type: 'json' }),
      field('password', { type: 'string', write_only: true, max_length: 9 }),
      field('date_expired', { type: 'datetime' }),
      field('labels', { type: 'm2m_related_field', child: { type: 'field' } }),
    ];
    expect(initialValues(fields)).to.deep.equal({ name: '', mfa_level: 0, source: null, groups: [], is_active: true, attrs: '', password: '', date_expired: '', labels: [] });
    const object = {
      name: 'Alice',
      mfa_level: { value: 2, label: 'Force' },
      source: { value: 1, label: 'C1' },
      groups: [{ id: 'g1', name: 'Ops' }],
      is_active: false,
      attrs: { a: 1 },
      password: 'never shown',
      date_expired: '2030/01/02 03:04:05 +0000',
      labels: [{ id: 'l', name: 'env', value: 'prod' }],
    };
    const values = initialValues(fields, object);
    expect(values['mfa_level']).to.equal(2);
    expect(values['groups']).to.deep.equal([{ value: 'g1', label: 'Ops' }]);
    expect(values['attrs']).to.equal('{\n  "a": 1\n}');
    expect(values['password']).to.equal('');
    expect(values['labels']).to.deep.equal(['env:prod']);
    expect(new Date(String(values['date_expired'])).toISOString()).to.equal('2030-01-02T03:04:05.000Z');
    expect(toFormValue(fields[0]!, null)).to.equal('');
  });

  it('ticks every choice for JumpServer\'s ["all"], and the chosen ones otherwise', () => {
    const actions = field(
      'actions',
      {
        type: 'tree',
        choices: [
          { value: 'connect', label: 'Connect' },
          { value: 'upload', label: 'Upload' },
        ],
      },
      { widget: 'checkboxes' },
    );
    expect(toFormValue(actions, ['all'])).to.deep.equal(['connect', 'upload']);
    expect(toFormValue(actions, [{ value: 'upload', label: 'Upload' }])).to.deep.equal(['upload']);
  });

  it('sends trimmed strings, ids of related objects, parsed JSON and ISO dates; hidden fields stay out', () => {
    const fields = [
      field('name', { type: 'string', max_length: 30 }),
      field('groups', { type: 'm2m_related_field' }, { related: { url: '/g/' } }),
      field('attrs', { type: 'json' }),
      field('port', { type: 'integer' }),
      field('date_expired', { type: 'datetime' }),
      field('secret_note', { type: 'string', max_length: 9 }, { hidden: (values) => values['name'] !== 'show' }),
      field('nodes', { type: 'm2m_related_field' }, { related: { url: '/n/', allowCreate: true } }),
    ];
    const body = buildBody(fields, {
      name: '  Alice  ',
      groups: [{ value: 'g1', label: 'Ops' }],
      attrs: '{"uid": "username"}',
      port: '22',
      date_expired: '2030-01-02T03:04:05',
      secret_note: 'x',
      nodes: [
        { value: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9', label: 'Default' },
        { value: 'New node', label: 'New node' },
      ],
    });
    expect(body).to.deep.include({
      name: 'Alice',
      groups: ['g1'],
      attrs: { uid: 'username' },
      port: 22,
      nodes: [{ pk: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9' }, { name: 'New node' }],
    });
    expect(body['date_expired']).to.equal(new Date(2030, 0, 2, 3, 4, 5).toISOString());
    expect(body).to.not.have.property('secret_note');
    expect(buildBody([field('groups', { type: 'm2m_related_field' }, { related: { url: '/g/' } })], { groups: [] }, { creating: true })).to.deep.equal({});
    expect(buildBody([field('groups', { type: 'm2m_related_field' }, { related: { url: '/g/' } })], { groups: [] })).to.deep.equal({ groups: [] });
  });

  it('encrypts password, token and private_key as encryptedKey:encryptedValue; an empty secret is not sent', () => {
    document.cookie = `jms_public_key="${btoa(PUBLIC_KEY_PEM)}"; path=/`;
    try {
      const fields = [
        field('password', { type: 'string', write_only: true, max_length: 99 }),
        field('token', { type: 'string', max_length: 99 }),
        field('private_key', { type: 'string' }),
        field('username', { type: 'string', max_length: 99 }),
      ];
      const body = buildBody(fields, { password: 'p@ss', token: 'tok', private_key: 'KEY', username: 'root' });
      for (const name of ['password', 'token', 'private_key']) expect(String(body[name])).to.match(/^[A-Za-z0-9+/=]{300,}:[A-Za-z0-9+/=]+$/);
      expect(body['username']).to.equal('root');
      expect(buildBody(fields.slice(0, 1), { password: '' })).to.deep.equal({});
    } finally {
      document.cookie = 'jms_public_key=; path=/; max-age=0';
    }
  });

  it('copies an object for cloning with the clone label before its name', () => {
    expect(cloneObject({ id: 'x', name: 'web-01', port: 22 }, 'Clone-')).to.deep.equal({ name: 'Clone-web-01', port: 22 });
    expect(cloneObject({ id: 'x', hostname: 'db' }, 'Clone-')).to.deep.equal({ hostname: 'Clone-db' });
  });

  it('batch-updates only the ticked fields, one copy per row with its id', () => {
    const fields = [field('is_active', { type: 'boolean' }), field('comment', { type: 'string' })];
    expect(batchBody(['a', 'b'], fields, { is_active: false, comment: 'x' }, new Set(['is_active']))).to.deep.equal([
      { id: 'a', is_active: false },
      { id: 'b', is_active: false },
    ]);
  });

  it('puts a 400 answer on its fields: concatenated, nested ports joined by commas, batches by "; "', () => {
    expect(formErrorsFrom({ username: ['This field must be unique.'], email: ['Enter a valid email address.', 'Too long.'], non_field_errors: ['Nope'] })).to.deep.equal({
      fields: { username: 'This field must be unique.', email: 'Enter a valid email address. Too long.' },
      general: 'Nope',
    });
    expect(formErrorsFrom({ protocols: [{ port: ['Ensure this value is less than or equal to 65535.'] }, {}, { port: ['A valid integer is required.'] }] }).fields).to.deep.equal({
      protocols: 'Ensure this value is less than or equal to 65535., A valid integer is required.',
    });
    expect(formErrorsFrom([{}, { name: ['Taken.'] }, { name: ['Too long.'], comment: ['Bad.'] }])).to.deep.equal({
      fields: { name: 'Taken.; Too long.', comment: 'Bad.' },
      general: '',
    });
    expect(formErrorsFrom({ detail: 'Is referenced by other objects and cannot be deleted', code: 'referenced_by_others' }).general).to.equal(
      'Is referenced by other objects and cannot be deleted',
    );
  });
});
