import { expect } from 'chai';
import { makeFieldMeta, makeResourceMeta, type RawMetadata } from '../../../src/core/metadata';
import { makeFormField } from '../../../src/blocks/form/field-widget';
import { buildBody, initialValues } from '../../../src/blocks/form/form-values';
import type { FieldOverride, FormField } from '../../../src/blocks/form/form-types';

/*
 * Fields as a real JumpServer v3.10 describes them in OPTIONS (apps/common/drf/metadata.py):
 * no `default` where the model holds it, actions as a tree without choices, labels
 * as a bare field, an account's asset as a nested object, a phone as a string.
 */
const V310_POST: RawMetadata = {
  actions: {
    POST: {
      name: { type: 'string', required: true, max_length: 128, label: 'Name' },
      is_active: { type: 'boolean', required: false, label: 'Is active' },
      date_expired: { type: 'datetime', required: false, label: 'Date expired' },
      labels: { type: 'field', required: false, label: 'Labels' },
      actions: {
        type: 'tree',
        required: false,
        label: 'Actions',
        default: ['connect', 'upload', 'download', 'copy', 'paste', 'delete', 'share'],
        tree: [
          {
            value: 'All',
            label: 'All',
            children: [
              { value: 'connect', label: 'Connect (All protocols)' },
              {
                value: 'Transfer',
                label: 'Transfer',
                children: [
                  { value: 'upload', label: 'Upload (RDP, SFTP)' },
                  { value: 'download', label: 'Download (RDP, SFTP)' },
                  { value: 'delete', label: 'Delete (SFTP)' },
                ],
              },
              {
                value: 'Clipboard',
                label: 'Clipboard',
                children: [
                  { value: 'copy', label: 'Copy (RDP, VNC)' },
                  { value: 'paste', label: 'Paste (RDP, VNC)' },
                ],
              },
              { value: 'share', label: 'Share (SSH)' },
            ],
          },
        ],
      },
      asset: {
        type: 'nested object',
        required: true,
        label: 'Asset',
        children: {
          id: { type: 'string', required: true, label: 'ID' },
          name: { type: 'string', required: false, read_only: true, label: 'Name' },
          address: { type: 'string', required: false, read_only: true, label: 'Address' },
          platform: { type: 'field', required: false, read_only: true, label: 'Platform' },
          auto_config: { type: 'field', required: false, read_only: true, label: 'Auto info' },
        },
      },
      phone: { type: 'string', required: false, max_length: 128, label: 'Phone' },
    },
  },
};

const OVERRIDES: Record<string, FieldOverride> = { asset: { related: { url: '/api/v1/assets/assets/' } } };
const fields: FormField[] = (makeResourceMeta(V310_POST).actions.POST ?? []).map((meta) => makeFormField(meta, OVERRIDES[meta.name]));
const byName = (name: string) => fields.find((field) => field.name === name)!;

describe('forms on the metadata of a real JumpServer v3.10', () => {
  it('sends a new object with only what the user or the form set: a field without a metadata default left alone stays out', () => {
    const values = { ...initialValues(fields), name: 'ops' };
    const body = buildBody(fields, values, { creating: true, chosen: new Set(['name']) });
    // The server applies its model's defaults (is_active true, date_expired in 70 years) to what is left out.
    expect(body).to.not.have.any.keys('is_active', 'date_expired', 'labels', 'phone');
    expect(body).to.include({ name: 'ops' });
    expect(body['actions']).to.deep.equal(['connect', 'upload', 'download', 'copy', 'paste', 'delete', 'share']);
    const preset = buildBody(fields, { ...values, is_active: true }, { creating: true, chosen: new Set(['name', 'is_active']) });
    expect(preset['is_active']).to.equal(true);
  });

  it('draws a tree field as checkboxes of its leaves, ticked with its default', () => {
    const actions = byName('actions');
    expect(actions.widget).to.equal('checkboxes');
    expect(actions.meta.choices.map((choice) => choice.value)).to.deep.equal(['connect', 'upload', 'download', 'delete', 'copy', 'paste', 'share']);
    expect(actions.meta.choices[1]?.label).to.equal('Upload (RDP, SFTP)');
    expect(initialValues([actions])['actions']).to.have.members(['connect', 'upload', 'download', 'copy', 'paste', 'delete', 'share']);
  });

  it('edits labels described as a bare field as tags and sends them as a list, never as text', () => {
    const labels = byName('labels');
    expect(labels.widget).to.equal('tags');
    expect(buildBody([labels], { labels: [] })).to.deep.equal({ labels: [] });
    expect(buildBody([labels], { labels: ['env:prod'] }, { creating: true, chosen: new Set(['labels']) })).to.deep.equal({ labels: ['env:prod'] });
    expect(initialValues([labels], { labels: ['env:prod', 'team:ops'] })['labels']).to.deep.equal(['env:prod', 'team:ops']);
  });

  it('picks a nested object that stands for another resource by a select, and sends its id', () => {
    const asset = byName('asset');
    expect(asset.widget).to.equal('related');
    const row = { asset: { id: '38c19ece', name: 'win-14', address: '10.1.1.14', platform: { id: 5, name: 'Windows' }, auto_config: { su_enabled: false } } };
    const picked = initialValues([asset], row)['asset'];
    expect(picked).to.deep.include({ value: '38c19ece', label: 'win-14' });
    expect(buildBody([asset], { asset: picked })).to.deep.equal({ asset: '38c19ece' });
    // Without a source to pick from, it stays a sub-form.
    expect(makeFormField(asset.meta).widget).to.equal('object');
  });

  it('edits a phone a real server answers as {code, phone} as the text it reads', () => {
    const phone = byName('phone');
    expect(initialValues([phone], { phone: { code: '+49', phone: 1701234505 } })['phone']).to.equal('+49 1701234505');
    expect(buildBody([phone], { phone: '+49 1701234505' })).to.deep.equal({ phone: '+49 1701234505' });
  });

  it('keeps the choices a server lists beside its tree', () => {
    const listed = makeFieldMeta('actions', { type: 'tree', choices: [{ value: 'connect', label: 'Connect' }], tree: [{ value: 'x', label: 'X' }] });
    expect(listed.choices).to.deep.equal([{ value: 'connect', label: 'Connect' }]);
  });
});
