// Tags: name:value pairs attached to any resource through labeled_resources.
import { stamps } from '../common.mjs';
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { FieldError } from '../messages.mjs';

function labelResource(name, url, app) {
  return defineResource({
    name,
    app,
    model: 'label',
    url,
    label: 'Tag',
    table: 'labels',
    org: true,
    search: ['name', 'value'],
    ordering: ['name', 'value'],
    fields: {
      name: f.string('Name', { required: true, filter: true, order: true }),
      value: f.string('Value', { required: true, filter: true, order: true }),
      color: f.string('Color', { maxLength: 32, allowBlank: true, default: '' }),
      res_count: f.sql('Resource count', 'integer', 'SELECT COUNT(*) FROM labeled_resources l WHERE l.label_id = t.id', { order: true }),
      comment: f.comment(),
      ...stamps(),
    },
    validate(value, ctx, instance) {
      const name = value.name ?? instance?.name;
      const labelValue = value.value ?? instance?.value;
      const clash = ctx.services.db.get(
        'SELECT id FROM labels WHERE name = ? AND value = ? AND org_id = ? AND id != ?',
        name,
        labelValue,
        instance?.org_id ?? ctx.org.id,
        instance?.id ?? '',
      );
      if (clash) throw new FieldError(['The fields name, value must make a unique set.']);
    },
  });
}

export const label = labelResource('label', 'labels/labels', 'labels');
export const assetlabel = labelResource('assetlabel', 'assets/labels', 'assets');

export default [label, assetlabel];
