// Asset categories, types, constraints and protocols (api-contract 4.5).
import { badRequest } from '../http/errors.mjs';
import { ASSET_TYPES, PROTOCOLS, categoriesFor, constraintsFor, typeFor } from '../assets/categories.mjs';

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerAssetMetaRoutes(router) {
  const name = 'Category';
  router.add('GET', '/api/v1/assets/categories/', (ctx) => categoriesFor(ctx.t), { name });
  router.add('GET', '/api/v1/assets/categories/types/', (ctx) => ASSET_TYPES.map((type) => typeFor(type, ctx.t)), { name });
  router.add(
    'GET',
    '/api/v1/assets/categories/constraints/',
    (ctx) => {
      const type = ASSET_TYPES.find((item) => item.value === ctx.query.get('type') && (!ctx.query.get('category') || item.category === ctx.query.get('category')));
      if (!type) throw badRequest('Category or type is invalid');
      return constraintsFor(type, ctx.t);
    },
    { name },
  );
  router.add('GET', '/api/v1/assets/protocols/', () => Object.keys(PROTOCOLS).map((value) => ({ label: value, value })), { name: 'Protocol' });
}
