// Settings endpoints: the public sets, the per-category settings, server info.
import { badRequest, validationError } from '../http/errors.mjs';
import { fieldInfo } from '../registry/metadata.mjs';
import { parseObject } from '../registry/fields.mjs';
import { SETTING_CATEGORIES } from '../settings/definitions.mjs';
import { openSettings, publicSettings } from '../settings/public.mjs';
import { formatDateTime, nowIso } from '../util/time.mjs';

function categoryOf(ctx) {
  const name = ctx.query.get('category') ?? 'basic';
  const category = SETTING_CATEGORIES[name];
  if (!category) throw badRequest(`Unknown category: ${name}`);
  return category;
}

async function updateCategory(ctx) {
  const category = categoryOf(ctx);
  const body = await ctx.body();
  const { value, errors } = parseObject(category.fields, body ?? {}, ctx, { partial: true });
  if (Object.keys(errors).length) throw validationError(errors);
  // An empty secret in the form means "unchanged", as the real settings forms treat it.
  for (const [key, field] of Object.entries(category.fields)) if (field.writeOnly && value[key] === '') delete value[key];
  ctx.services.settings.update(value);
  return ctx.services.settings.category(ctx.query.get('category') ?? 'basic');
}

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerSettingsRoutes(router) {
  router.add('GET', '/api/v1/settings/public/open/', (ctx) => openSettings(ctx.services.config), { auth: 'anonymous', name: 'Open public setting' });
  router.add('GET', '/api/v1/settings/public/', (ctx) => publicSettings(ctx.services.config, ctx.services.settings), { name: 'Public setting' });
  router.add('GET', '/api/v1/settings/server-info/', (ctx) => ({ CURRENT_TIME: formatDateTime(nowIso(), ctx.zone) }), { name: 'Server info' });

  const setting = '/api/v1/settings/setting/';
  router.add('GET', setting, (ctx) => {
    categoryOf(ctx);
    return ctx.services.settings.category(ctx.query.get('category') ?? 'basic');
  }, { perm: 'settings.view_setting', name: 'Setting' });
  for (const method of ['PATCH', 'PUT']) router.add(method, setting, updateCategory, { perm: (ctx) => categoryOf(ctx).perm, name: 'Setting' });
  router.add(
    'OPTIONS',
    setting,
    (ctx) => {
      const category = categoryOf(ctx);
      const fields = Object.fromEntries(Object.entries(category.fields).map(([key, field]) => [key, fieldInfo(field, ctx)]));
      const actions = {};
      if (ctx.can(category.perm)) actions.PUT = fields;
      if (ctx.can('settings.view_setting')) actions.GET = fields;
      return { name: 'Setting', description: '', renders: ['application/json'], parses: ['application/json'], actions };
    },
    { name: 'Setting' },
  );
}
