// One registry entry per REST resource. defineResource fills in what JumpServer
// derives by convention: permission codenames from app and model, the org
// columns of org-scoped models, column names, default ordering.
import { f } from './fields.mjs';

const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * @typedef {import('./fields.mjs').Field} Field
 * @typedef {{method: string, path: string, handler: Function} & import('../http/router.mjs').RouteOptions} Action a route of its own under the resource's URL
 * @typedef {object} Resource
 * @property {string} name registry key
 * @property {string} app Django app label (users, assets, ...)
 * @property {string} model model name in permission codenames
 * @property {string} [url] path under /api/v1/, without slashes at the ends; none: no routes of its own
 * @property {string} label verbose name ("User"), used for "User List" and 404 texts
 * @property {string} table
 * @property {boolean} org org-scoped (org_id, org_name; X-JMS-ORG applies)
 * @property {boolean} integerIds
 * @property {string} slug lookup field for non-id detail keys
 * @property {Record<string, Field>} fields
 * @property {string[]} search
 * @property {string[]} ordering default order
 * @property {string} [dateField] the column date_from/date_to apply to
 * @property {Record<string, any>} scope fixed column values (filter on read, set on create)
 * @property {string[]} methods HTTP methods the resource answers
 * @property {{view: string|null, add: string|null, change: string|null, delete: string|null}} perms
 * @property {Record<string, {apply: (value: string, ctx: any) => {sql: string, args: any[]} | null}>} filters extra query filters
 * @property {(ctx: any) => {sql: string, args: any[]} | null} [where] visibility restriction
 * @property {(ctx: any) => {sql: string, args: any[]}} [orgWhere] what an organization (not the root) sees, when more than its own rows
 * @property {(instance: any, ctx: any) => Record<string, any> | null} [forkOnUpdate] an update of this row makes a new one of the
 *   request's organization instead, from these values and the body's (a global ticket flow changed in an organization)
 * @property {string[]} [listOmit] fields the list action leaves out
 * @property {string[]} [listOnly] fields only the list action shows
 * @property {Record<string, string[]>} [detailTypes] by the `?type=` a detail request names, the only fields its answer shows;
 *   no other answer shows them (the operate log's `diff` with `?type=action_detail`)
 * @property {string[]} [unimport] writable fields left out of import templates
 * @property {string[]} [unexport] fields left out of exports
 * @property {string[]} [fieldsMini]
 * @property {string[]} [fieldsSmall]
 * @property {Record<string, 'relogin'|'password'|'mfa'>} [confirm] per HTTP method, the 412 confirmation it needs
 * @property {(input: any, ctx: any) => any} [toInternal] rewrites a client object before it is parsed (DRF's to_internal_value)
 * @property {(value: any, ctx: any, instance: any) => void} [validate] after the fields parsed cleanly; throws a FieldError
 * @property {(field: Field, ctx: any) => Field} [describe] the field OPTIONS describes for this request (a serializer chosen by a query parameter)
 * @property {(value: any, ctx: any, instance: any) => void} [prepare] before a write; may throw
 * @property {(value: any, ctx: any, instance: any) => Promise<void>} [reach] after validation, before the write: reaches what
 *   the saved object needs elsewhere (a command storage's Elasticsearch cluster); throws to refuse the write
 * @property {(row: any, value: any, ctx: any, created: boolean) => void} [afterSave]
 * @property {(row: any, ctx: any) => void} [beforeDelete]
 * @property {(row: any, ctx: any) => void} [protect] before a change or deletion of a row: throws (403) when the caller may not touch it
 * @property {(object: any, row: any, ctx: any) => any} [decorate] last touch on a serialized object (row: its stored row)
 * @property {Action[]} actions
 * @property {string[][]} indexes extra indexes (column lists)
 * @property {string} [createError] POST is refused with this `{"error"}` text
 * @property {(ctx: any) => Record<string, Field>} [createFields] what the list's OPTIONS describes for POST where the view
 *   refuses a plain create and takes it at another action (DRF still lists POST: the tickets' `open/`)
 * @property {boolean} [xpack] only in the extended edition
 * @property {string[]} [extraPerms] action codenames beyond view/add/change/delete
 * @property {false} [audit] writes are not recorded as operate logs
 * @property {false} [detail] a list without detail routes (a read-only view under another object)
 * @property {string} [pinnedOrg] the organization every route of the resource is served in, whatever the request names
 * @property {Record<string, Partial<Resource> & {omit?: string[]}>} [versions] by JumpServer version ('3.8', '3.10'): what
 *   differs in that version's serializers (`omit`: fields it does not have); applied by createRegistry()
 * @typedef {Partial<Omit<Resource, 'perms'>> & Pick<Resource, 'name' | 'label'> & {perms?: Partial<Resource['perms']>}} ResourceEntry
 *   what a resource module declares; defineResource derives the rest
 */

/** @param {ResourceEntry} entry @returns {Resource} */
export function defineResource(entry) {
  const spec = /** @type {ResourceEntry} */ (Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)));
  // Completed below: model, table, fields, ordering and perms are derived from the entry.
  const resource = /** @type {Resource} */ ({
    org: false,
    integerIds: false,
    slug: 'name',
    search: [],
    scope: {},
    methods: ALL_METHODS,
    filters: {},
    actions: [],
    indexes: [],
    ...spec,
  });
  resource.model ??= resource.name;
  resource.table ??= `${resource.name}s`;

  /** @type {Record<string, Field>} */
  const fields = { id: f.id(resource.integerIds), ...spec.fields };
  if (resource.org) {
    fields.org_id = f.string('Organization ID', { readOnly: true, filter: true, maxLength: 36 });
    fields.org_name = f.computed('Organization', 'string', (row, ctx) => ctx.orgName(row.org_id), { reads: ['org_id'] });
  }
  for (const [name, field] of Object.entries(fields)) {
    field.name = name;
    if (field.kind === 'column' || field.kind === 'id') field.column ??= name;
    if (field.kind === 'fk') field.column ??= `${name}_id`;
    if (field.kind === 'm2m') field.link ??= { table: `${resource.table}__${name}`, src: 'src', dst: 'dst' };
  }
  resource.fields = fields;
  resource.ordering ??= fields.name ? ['name'] : fields.date_created ? ['-date_created'] : ['id'];

  const codename = (verb) => `${resource.app}.${verb}_${resource.model}`;
  resource.perms = {
    view: codename('view'),
    add: codename('add'),
    change: codename('change'),
    delete: codename('delete'),
    ...spec.perms,
  };
  return resource;
}

/** Fields a client may write (POST/PUT/PATCH). */
export function writableFields(resource) {
  return Object.values(resource.fields).filter((field) => !field.readOnly && !field.hidden && field.kind !== 'sql' && field.kind !== 'id');
}

/** Fields a client sees at all (hidden ones are storage only, e.g. the OTP secret). */
export const visibleFields = (resource) => Object.values(resource.fields).filter((field) => !field.hidden);

/** Stored columns of a resource: id, org_id, scope columns, and column/fk fields. */
export function storedColumns(resource) {
  const columns = new Map();
  for (const field of Object.values(resource.fields)) {
    if (field.column) columns.set(field.column, field.kind === 'fk' ? (field.integerTarget ? 'INTEGER' : 'TEXT') : field.sqlType);
  }
  for (const [column, value] of Object.entries(resource.scope)) columns.set(column, typeof value === 'number' ? 'INTEGER' : 'TEXT');
  return columns;
}
