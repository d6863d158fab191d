// Settings endpoints: the public sets, the per-category settings, server info.
import { permissionDenied, validationError } from '../http/errors.mjs';
import { isSuperuser } from '../rbac/superuser.mjs';
import { fieldInfo } from '../registry/metadata.mjs';
import { parseObject } from '../registry/fields.mjs';
import { SETTING_CATEGORIES } from '../settings/definitions.mjs';
import { openSettings, publicSettings } from '../settings/public.mjs';
import { formatDateTime, nowIso } from '../util/time.mjs';

/** The category a request names (?category=, basic by default), or the fixed one of a route. */
const categoryName = (ctx, fixed) => fixed ?? ctx.query.get('category') ?? 'basic';

/**
 * The category asked for. v3.8 answers a name it does not know with the basic settings, and asks for a permission it
 * does not know either: only a superuser gets them.
 */
function categoryOf(ctx, fixed) {
  return SETTING_CATEGORIES[categoryName(ctx, fixed)] ?? { ...SETTING_CATEGORIES.basic, perm: null, writePerm: undefined };
}

/** The category's permission; null (none named) lets a superuser alone through. */
const categoryPerm = (fixed, write) => (ctx) => {
  const category = categoryOf(ctx, fixed);
  const perm = (write && category.writePerm) || category.perm;
  if (perm) return perm;
  if (!isSuperuser(ctx.services.db, ctx.user.id)) throw permissionDenied();
  return null;
};

const readCategory = (fixed) => (ctx) => ctx.services.settings.values(categoryOf(ctx, fixed));

const updateCategory = (fixed) => async (ctx) => {
  const category = categoryOf(ctx, fixed);
  const body = await ctx.body();
  const { value, errors } = parseObject(category.fields, body ?? {}, ctx, { partial: true });
  if (Object.keys(errors).length) throw validationError(errors);
  // An empty secret in the form means "unchanged", as the real settings forms treat it.
  for (const [key, field] of Object.entries(category.fields)) if (field.writeOnly && value[key] === '') delete value[key];
  ctx.services.settings.update(value);
  return ctx.services.settings.values(category);
};

const describeCategory = (fixed) => (ctx) => {
  const category = categoryOf(ctx, fixed);
  const fields = Object.fromEntries(Object.entries(category.fields).map(([key, field]) => [key, fieldInfo(field, ctx)]));
  // Every method of the view, whatever the caller may do (v3.8 lets metadata through); the forms submit with PATCH.
  return { name: 'Setting', description: '', renders: ['application/json'], parses: ['application/json'], actions: { PUT: fields, PATCH: fields, GET: fields } };
};

/** GET/PUT/PATCH/OPTIONS of a settings URL, for ?category= or a fixed category. */
function registerCategoryRoutes(router, path, fixed) {
  router.add('GET', path, readCategory(fixed), { perm: categoryPerm(fixed, false), name: 'Setting' });
  for (const method of ['PATCH', 'PUT']) router.add(method, path, updateCategory(fixed), { perm: categoryPerm(fixed, true), name: 'Setting' });
  router.add('OPTIONS', path, describeCategory(fixed), { name: 'Setting' });
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerSettingsRoutes(router) {
  router.add('GET', '/api/v1/settings/public/open/', (ctx) => openSettings(ctx.services.config, ctx.services.settings), { auth: 'anonymous', name: 'Open public setting' });
  router.add('GET', '/api/v1/settings/public/', (ctx) => publicSettings(ctx.services.config, ctx.services.settings), { name: 'Public setting' });
  router.add('GET', '/api/v1/settings/server-info/', (ctx) => ({ CURRENT_TIME: formatDateTime(nowIso(), ctx.zone) }), { name: 'Server info' });

  registerCategoryRoutes(router, '/api/v1/settings/setting/');
}

/** The extended edition's interface settings (login title, theme, footer). */
export function registerInterfaceRoutes(router) {
  registerCategoryRoutes(router, '/api/v1/xpack/interface/setting/', 'interface');
}
