// OPTIONS answers in the shape of JumpServer's SimpleMetadataWithFilters
// (api-contract section 2): per method the user may use, every field's info,
// with `filter`/`order` flags on GET.

import { visibleFields } from './define.mjs';

const RENDERS = ['application/json', 'text/csv', 'application/xlsx'];
const PARSES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/csv', 'text/xlsx', '*/*'];

/** A view without fields (custom routes) still answers OPTIONS with its name. */
export function plainMetadata(name) {
  return { name, description: '', renders: ['application/json'], parses: PARSES.slice(0, 3) };
}

/**
 * A field's OPTIONS info, as SimpleMetadataWithFilters.get_field_info() gives it (v3.8.2 and v3.10 alike).
 * `serializer`: the field belongs to a model serializer, whose OPTIONS reports `default` only where the
 * serializer field declares one (`serializerDefault`); a default the model holds never shows (a settings
 * serializer declares all of its defaults).
 * @param {import('./fields.mjs').Field} field
 */
export function fieldInfo(field, ctx, { get = false, resource = null, serializer = false } = {}) {
  /** @type {Record<string, any>} */
  const info = { type: field.kind === 'fk' && field.children ? 'nested object' : field.type, required: Boolean(field.required) };
  const defaultValue = typeof field.default === 'function' || (serializer && !field.serializerDefault) ? undefined : field.default;
  if (defaultValue !== undefined && defaultValue !== null && ['string', 'number', 'boolean'].includes(typeof defaultValue)) {
    info.default = defaultValue;
  } else if (Array.isArray(defaultValue)) {
    info.default = defaultValue;
  }
  info.read_only = Boolean(field.readOnly || field.kind === 'sql' || field.kind === 'id');
  if (field.label) info.label = ctx.t(field.label);
  if (field.help) info.help_text = ctx.t(field.help);
  if (field.minLength !== undefined) info.min_length = field.minLength;
  if (field.maxLength !== undefined) info.max_length = field.maxLength;
  if (field.minValue !== undefined) info.min_value = field.minValue;
  if (field.maxValue !== undefined) info.max_value = field.maxValue;
  if (field.writeOnly) info.write_only = true;
  // A plain Serializer inside (a storage's meta, an ACL's rules) declares its defaults; a nested model serializer does not.
  const describe = (child, model = serializer) => fieldInfo(child, ctx, { serializer: model });
  const describeAll = (children, model = serializer) => Object.fromEntries(Object.entries(children).map(([key, child]) => [key, describe(child, model)]));
  // An m2m field is a ManyRelatedField: the metadata reads `child`, which it lacks (its child is `child_relation`).
  if (field.child) info.child = describe(field.child);
  if (field.variants) {
    const children = field.variants[ctx.query?.get(field.by) ?? ''];
    info.children = describeAll(children ?? {}, false);
    if (!children) info.read_only = true;
  } else if (field.children && info.type === 'nested object') {
    info.children = describeAll(field.children, serializer && field.kind === 'fk');
  } else if (field.children) {
    info.child = { type: 'nested object', required: true, read_only: false, children: describeAll(field.children) };
  }
  // A TreeChoicesField is reported as its tree, without the choices a ChoiceField would list.
  if (field.tree) info.tree = field.tree(ctx);
  else if (field.choices) info.choices = field.choices.map((choice) => ({ value: choice.value, label: ctx.t(choice.label) }));
  if (get && resource) {
    if (field.filter || resource.filters[field.name]) info.filter = true;
    if (field.order) info.order = true;
  }
  return info;
}

/**
 * @param {import('./define.mjs').Resource} resource
 * @param {any} ctx
 * @param {{detail: boolean, allowed: (method: string) => boolean}} options
 */
export function resourceMetadata(resource, ctx, { detail, allowed }) {
  const wanted = ctx.query.get('action')?.toUpperCase();
  const created = !detail && resource.createFields ? resource.createFields(ctx) : null;
  const methods = ['POST', 'PUT', 'PATCH', 'GET'].filter(
    (method) => (!wanted || wanted === method) && !(detail && method === 'POST') && (allowed(method) || (method === 'POST' && created)),
  );
  const fields = visibleFields(resource).map((field) => resource.describe?.(field, ctx) ?? field);
  /** @type {Record<string, any>} */
  const actions = {};
  for (const method of methods) {
    const described = method === 'POST' && created ? Object.entries(created) : fields.map((field) => [field.name, field]);
    actions[method] = Object.fromEntries(described.map(([name, field]) => [name, fieldInfo(field, ctx, { get: method === 'GET', resource, serializer: true })]));
  }
  const metadata = { name: `${resource.label} ${detail ? 'Instance' : 'List'}`, description: '', renders: RENDERS, parses: PARSES };
  return methods.length ? { ...metadata, actions } : metadata;
}
