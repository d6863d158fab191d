// The signed-in user's favourite assets (assets/favorite-assets/, as the
// workbench stars them): one row per user and asset, each user sees and
// changes only their own, an asset is starred once.
import { defineResource } from '../define.mjs';
import { f } from '../fields.mjs';
import { FieldError } from '../messages.mjs';

export const favoriteasset = defineResource({
  name: 'favoriteasset',
  app: 'assets',
  url: 'assets/favorite-assets',
  label: 'Favorite asset',
  table: 'favorite_assets',
  methods: ['GET', 'POST', 'DELETE'],
  // IsValidUser: anyone signed in, for their own stars.
  perms: { view: null, add: null, change: null, delete: null },
  ordering: ['-date_created'],
  where: (ctx) => ({ sql: 't.user_id = ?', args: [ctx.user.id] }),
  fields: {
    // A HiddenField(CurrentUserDefault()): set from the request, never shown.
    user_id: f.hidden(),
    asset: f.fk('Asset', 'asset', { required: true, filter: true, pk: true, onDelete: 'cascade' }),
    date_created: f.dateCreated(),
  },
  indexes: [['user_id', 'asset_id']],
  validate(value, ctx) {
    value.user_id = ctx.user.id;
    if (ctx.services.db.get('SELECT 1 AS hit FROM favorite_assets WHERE user_id = ? AND asset_id = ?', ctx.user.id, value.asset)) {
      throw new FieldError(['The fields user, asset must make a unique set.']);
    }
  },
  audit: false,
});

export default [favoriteasset];
