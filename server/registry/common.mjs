// Field groups and helpers several resources share.
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { uuid } from '../util/ids.mjs';
import { parsePhone, phoneObject } from '../util/phone.mjs';
import { nowIso } from '../util/time.mjs';
import { f } from './fields.mjs';
import { FieldError, MSG } from './messages.mjs';

/** The audit stamps most models carry. */
export const stamps = () => ({
  created_by: f.createdBy(),
  updated_by: f.updatedBy(),
  date_created: f.dateCreated(),
  date_updated: f.dateUpdated(),
});

/**
 * Tags (LabeledResource): `[{id, name, value, color}]` out; label ids, `{name, value}`
 * or "name:value" in, creating a missing label in the current organization.
 */
export function labelsField(resType) {
  return f.m2m('Tags', 'label', {
    link: { table: 'labeled_resources', src: 'res_id', dst: 'label_id', extra: { res_type: resType } },
    display: ['id', 'name', 'value', 'color'],
    filter: true,
    // v3.10's LabelRelatedField (many=True): a ManyRelatedField, type `field` without a child, each label as "name:value".
    versions: { '3.10': { type: 'field', asText: (label) => `${label.name}:${label.value}` } },
    resolveItem(item, ctx) {
      let name;
      let value;
      if (typeof item === 'string' && item.includes(':')) [name, value] = item.split(/:(.*)/s);
      else if (item && typeof item === 'object' && 'name' in item && !('id' in item)) ({ name, value } = item);
      // The official console names a label by pk.
      else return typeof item === 'object' && item ? (item.id ?? item.pk) : item;
      name = String(name ?? '').trim();
      value = String(value ?? '').trim();
      if (!name || !value) throw new FieldError(MSG.pkType(item));
      const { db } = ctx.services;
      const orgId = ctx.org.id === ROOT_ORG_ID ? null : ctx.org.id;
      const existing = db.get('SELECT id FROM labels WHERE name = ? AND value = ? AND org_id IS ?', name, value, orgId);
      if (existing) return existing.id;
      const id = uuid();
      const now = nowIso();
      db.run(
        'INSERT INTO labels (id, name, value, color, comment, org_id, date_created, date_updated, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        id,
        name,
        value,
        '',
        '',
        orgId,
        now,
        now,
        ctx.user?.name ?? '',
      );
      return id;
    },
  });
}

/** PhoneField: OPTIONS says string, the answer holds `{code, phone}`, either is accepted (util/phone.mjs). */
export function phoneField() {
  const spec = f.string('Phone', { allowBlank: true, allowNull: true, default: '' });
  const parseText = spec.parse;
  spec.parse = (value) => {
    if (value === '') return '';
    const phone = parsePhone(value);
    if (!phone) throw new FieldError(['The mobile phone number format is incorrect']);
    return parseText(phone);
  };
  spec.fromDb = phoneObject;
  return spec;
}

/** JSONManyToManyField of the ACLs: {"type": "all"} | {"type": "ids", "ids": []} | {"type": "attrs", "attrs": [...]}. */
export function jsonM2m(label, options = {}) {
  return f.json(label, {
    default: { type: 'all' },
    allowNull: false,
    validate(value) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new FieldError(MSG.dict(value));
      if (value.type === 'all') return { type: 'all' };
      if (value.type === 'ids' && Array.isArray(value.ids)) return { type: 'ids', ids: value.ids.map(String) };
      if (value.type === 'attrs' && Array.isArray(value.attrs)) return { type: 'attrs', attrs: value.attrs };
      throw new FieldError(MSG.choice(value.type));
    },
    ...options,
  });
}
