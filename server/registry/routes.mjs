// Routes derived from the registry: list and detail URLs with the BulkRouter
// method map, OPTIONS metadata, and each resource's own actions.
import { badRequest, validationError } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';
import { ROOT_ORG_ID } from '../orgs/builtin.mjs';
import { resourceMetadata } from './metadata.mjs';
import { findOr404 } from './read.mjs';
import { serialize } from './serialize.mjs';

const VERB = { GET: 'view', HEAD: 'view', POST: 'add', PUT: 'change', PATCH: 'change', DELETE: 'delete' };

/** The codename a method needs on a resource; null = none. */
export const permFor = (resource, method) => resource.perms[VERB[method]] ?? null;

/** Writes to org-scoped objects need a real organization: the global one is read-only. */
export function assertWritableOrg(resource, ctx) {
  if (resource.org && ctx.org.id === ROOT_ORG_ID) {
    throw badRequest('The global organization is read-only: switch to an organization to make changes');
  }
}

/** A JSON `null` body is DRF's `data=None`: no data at all, not an empty object (which an empty body is). */
function refuseNull(body) {
  if (body === null) throw validationError({ non_field_errors: ['No data provided'] });
  return body;
}

/** Awaits the resource's `reach` for each validated write, one after the other, before any of them is written. */
async function reachAll(resource, writes, ctx) {
  if (!resource.reach) return;
  for (const { value, instance } of writes) await resource.reach(value, ctx, instance ?? null);
}

/**
 * @param {ReturnType<import('../http/router.mjs').createRouter>} router
 * @param {import('./index.mjs').Registry} registry
 * @param {{xpack: boolean, exporter?: any, importer?: any}} options the edition (xpack resources need it), and the
 *   export (?format=) and import (render-to-json) handlers
 */
export function registerResourceRoutes(router, registry, options) {
  for (const resource of registry.all) {
    if (resource.url && (options.xpack || !resource.xpack)) registerResource(router, resource, options);
  }
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} parent @param {import('./define.mjs').Resource} resource @param {{exporter?: any, importer?: any}} handlers */
function registerResource(parent, resource, { exporter, importer }) {
  // A view pinned to an organization (applet hosts: SYSTEM) is served in it whatever the request names.
  const router = resource.pinnedOrg ? { add: (method, path, handler, options) => parent.add(method, path, handler, { ...options, org: resource.pinnedOrg }) } : parent;
  const base = `/api/v1/${resource.url}/`;
  const has = (method) => resource.methods.includes(method);
  const perm = (method) => () => permFor(resource, method);
  /** Route options of a method: its permission and, for sensitive views, the confirmation it needs. */
  const guard = (method) => ({ perm: perm(method), name, confirm: resource.confirm?.[method] });
  const name = `${resource.label} List`;

  for (const action of resource.actions) {
    const { method, path, handler, ...options } = action;
    router.add(method, base + path, handler, { name: `${resource.label} ${path}`, ...options });
  }

  // v3.8's RBAC lets `metadata` through: OPTIONS describes every method the view has, whatever the caller may do.
  const metadata = (detail) => (ctx) => resourceMetadata(resource, ctx, { detail, allowed: has });

  router.add('OPTIONS', base, metadata(false), { perm: null, name });
  if (resource.detail === false) {
    router.add('GET', base, (ctx) => ctx.services.readers.read('list', resource, ctx), guard('GET'));
    return;
  }
  router.add('OPTIONS', `${base}:id/`, metadata(true), { perm: null, name });

  if (has('GET')) {
    router.add(
      'GET',
      base,
      (ctx) => {
        const format = ctx.query.get('format');
        if (exporter && (format === 'csv' || format === 'xlsx')) return exporter(resource, ctx, format);
        return ctx.services.readers.read('list', resource, ctx);
      },
      guard('GET'),
    );
    router.add('GET', `${base}:id/`, (ctx) => ctx.services.readers.read('detail', resource, ctx), guard('GET'));
  }

  if (has('POST')) {
    router.add(
      'POST',
      base,
      async (ctx) => {
        if (resource.createError) throw badRequest(resource.createError);
        assertWritableOrg(resource, ctx);
        const body = refuseNull(await ctx.body());
        const { store, db } = ctx.services;
        // An empty body is DRF's empty QueryDict: an object without fields.
        const items = Array.isArray(body) ? body : [body ?? {}];
        const results = items.map((item) => store.validate(resource, item, ctx));
        if (results.some((result) => Object.keys(result.errors).length)) {
          throw validationError(Array.isArray(body) ? results.map((result) => result.errors) : results[0].errors);
        }
        await reachAll(resource, results, ctx);
        const rows = db.transaction(() => results.map((result) => store.insert(resource, result.value, ctx)));
        ctx.services.audit?.(ctx, 'create', resource, rows);
        const created = serialize(resource, rows, ctx);
        return reply(201, Array.isArray(body) ? created : created[0]);
      },
      guard('POST'),
    );
  }

  if (importer) {
    for (const method of ['POST', 'PUT']) {
      if (has(method)) router.add(method, `${base}render-to-json/`, (ctx) => importer(resource, ctx), { perm: null, name });
    }
  }

  for (const method of ['PUT', 'PATCH']) {
    if (!has(method)) continue;
    const partial = method === 'PATCH';
    router.add(
      method,
      `${base}:id/`,
      async (ctx) => {
        const instance = findOr404(resource, ctx);
        assertWritableOrg(resource, ctx);
        resource.protect?.(instance, ctx);
        const body = refuseNull(await ctx.body());
        const { store, db } = ctx.services;
        const value = store.validOrThrow(resource, body ?? {}, ctx, { instance, partial });
        await reachAll(resource, [{ value, instance }], ctx);
        const fork = resource.forkOnUpdate?.(instance, ctx);
        if (fork) {
          const row = db.transaction(() => store.insert(resource, { ...fork, ...value }, ctx));
          ctx.services.audit?.(ctx, 'create', resource, [row]);
          return serialize(resource, [row], ctx)[0];
        }
        const row = db.transaction(() => store.update(resource, instance, value, ctx));
        ctx.services.audit?.(ctx, 'update', resource, [row], [instance]);
        return serialize(resource, [row], ctx)[0];
      },
      guard(method),
    );
    router.add(
      method,
      base,
      async (ctx) => {
        assertWritableOrg(resource, ctx);
        const body = await ctx.body();
        if (!Array.isArray(body)) throw validationError({ non_field_errors: ['Expected a list of items but got type "dict".'] });
        const { store, db } = ctx.services;
        const results = body.map((item) => {
          // BulkSerializerMixin finds each item by its id, or its pk as the official console sends it.
          const key = item && typeof item === 'object' ? (item.id ?? item.pk) : undefined;
          const instance = key !== undefined ? store.find(resource, ctx, key) : null;
          if (!instance) return { errors: { id: [`Invalid pk "${key ?? ''}" - object does not exist.`] } };
          resource.protect?.(instance, ctx);
          return { instance, ...store.validate(resource, item, ctx, { instance, partial }) };
        });
        if (results.some((result) => Object.keys(result.errors).length)) throw validationError(results.map((result) => result.errors));
        await reachAll(resource, results, ctx);
        const rows = db.transaction(() => results.map((result) => store.update(resource, result.instance, result.value, ctx)));
        ctx.services.audit?.(
          ctx,
          'update',
          resource,
          rows,
          results.map((result) => result.instance),
        );
        return serialize(resource, rows, ctx);
      },
      guard(method),
    );
  }

  if (has('DELETE')) {
    router.add(
      'DELETE',
      `${base}:id/`,
      (ctx) => {
        const row = findOr404(resource, ctx);
        assertWritableOrg(resource, ctx);
        resource.protect?.(row, ctx);
        ctx.services.db.transaction(() => ctx.services.store.remove(resource, row, ctx));
        ctx.services.audit?.(ctx, 'delete', resource, [row]);
        return reply(204);
      },
      guard('DELETE'),
    );
    router.add(
      'DELETE',
      base,
      (ctx) => {
        assertWritableOrg(resource, ctx);
        const { store, db } = ctx.services;
        const { ids, total } = store.filteredIds(resource, ctx);
        // Unfiltered mass deletion is refused, as OrgBulkModelViewSet.allow_bulk_destroy does.
        const allowed = ids.length === 1 || ids.length < total || ctx.query.has('spm');
        if (!allowed) return reply(400, '');
        const rows = ids.map((id) => store.reload(resource, id));
        for (const row of rows) resource.protect?.(row, ctx);
        db.transaction(() => rows.forEach((row) => store.remove(resource, row, ctx)));
        ctx.services.audit?.(ctx, 'delete', resource, rows);
        return reply(204);
      },
      guard('DELETE'),
    );
  }
}
