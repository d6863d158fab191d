// The user's preferences of each client (users/api/preference.py): lina's file
// encryption password, luna's connection options, koko's file transfer and theme.
// `GET|PUT|PATCH|OPTIONS /api/v1/users/preference/?category=lina|luna|koko`; each
// category is groups of fields (nested serializers) whose stored values, one row a
// name, replace the defaults.
import { permissionDenied, validationError } from '../http/errors.mjs';
import { f, parseObject } from '../registry/fields.mjs';
import { notADictionary } from '../registry/store.mjs';
import { viewMetadata } from './profile.mjs';

const group = (label, children) => f.nested(label, children, { required: false });

export const PREFERENCES = {
  lina: {
    basic: group('Basic', {
      has_secret_key: f.computed('Has secret key', 'field', () => null),
      secret_key: f.secret('New file encryption password', { allowBlank: true, maxLength: 1024 }),
      secret_key_again: f.secret('Confirm file encryption password', { allowBlank: true, maxLength: 1024 }),
    }),
  },
  luna: {
    basic: group('Basic', {
      is_async_asset_tree: f.bool('Async loading of asset tree', { default: true }),
    }),
    graphics: group('Graphics', {
      rdp_resolution: f.choice('RDP resolution', [['auto', 'AUTO'], ...['1024x768', '1366x768', '1600x900', '1920x1080'].map((size) => [size, size])], {
        plain: true,
        default: 'auto',
      }),
      keyboard_layout: f.choice(
        'Keyboard layout',
        [
          ['en-us-qwerty', 'US English (Qwerty)'],
          ['en-gb-qwerty', 'UK English (Qwerty)'],
          ['ja-jp-qwerty', 'Japanese (Qwerty)'],
          ['fr-fr-azerty', 'French (Azerty)'],
          ['fr-ch-qwertz', 'Swiss French (Qwertz)'],
          ['fr-be-azerty', 'Belgian French (Azerty)'],
          ['tr-tr-qwerty', 'Turkish-Q (Qwerty)'],
        ],
        { plain: true, default: 'en-us-qwerty' },
      ),
      rdp_client_option: f.multiChoice(
        'RDP client option',
        [
          ['full_screen', 'Full screen'],
          ['multi_screen', 'Multi screen'],
          ['drives_redirect', 'Drives redirect'],
        ],
        { default: ['full_screen'] },
      ),
      applet_connection_method: f.choice(
        'Remote application connection method',
        [
          ['web', 'Web'],
          ['client', 'Client'],
        ],
        { plain: true, default: 'web' },
      ),
    }),
    command_line: group('Command line', {
      character_terminal_font_size: f.int('Character terminal font size', { default: 14, minValue: 1, maxValue: 9999 }),
      is_backspace_as_ctrl_h: f.bool('Backspace as Ctrl+H', { default: false }),
      is_right_click_quickly_paste: f.bool('Right click quickly paste', { default: false }),
    }),
  },
  koko: {
    basic: group('Basic', {
      file_name_conflict_resolution: f.choice(
        'File name conflict resolution',
        [
          ['replace', 'Replace'],
          ['suffix', 'Suffix'],
        ],
        { plain: true, default: 'replace' },
      ),
      terminal_theme_name: f.string('Terminal theme name', { maxLength: 128, default: 'Default' }),
    }),
  },
};
for (const groups of Object.values(PREFERENCES)) for (const [name, field] of Object.entries(groups)) field.name = name;

const VIEW = 'Preference';

function categoryOf(ctx) {
  const name = ctx.query.get('category');
  if (!Object.hasOwn(PREFERENCES, name ?? '')) throw permissionDenied('category is invalid');
  return { name, groups: PREFERENCES[name] };
}

function stored(ctx, category) {
  const rows = ctx.services.db.all('SELECT name, value FROM users_preference WHERE user_id = ? AND category = ?', ctx.user.id, category);
  return new Map(rows.map((row) => [row.name, JSON.parse(row.value)]));
}

/** Each group's fields: the stored value, else the default; write-only ones left out. */
function read(ctx) {
  const { name, groups } = categoryOf(ctx);
  const values = stored(ctx, name);
  return Object.fromEntries(
    Object.entries(groups).map(([key, nested]) => [
      key,
      Object.fromEntries(
        Object.entries(nested.children)
          .filter(([, field]) => !field.writeOnly)
          .map(([child, field]) => [child, child === 'has_secret_key' ? values.has('secret_key') : values.has(child) ? values.get(child) : field.default]),
      ),
    ]),
  );
}

/** lina's secret_key is kept only when given twice alike (LinaSerializer's BasicSerializer.validate). */
function checkSecretKey(value) {
  const { secret_key: key, secret_key_again: again } = value;
  delete value.secret_key;
  delete value.secret_key_again;
  if ((key || again) && key !== again) return { secret_key_again: ['The newly set password is inconsistent'] };
  if (key) value.secret_key = key;
  return null;
}

const write = (partial) => async (ctx) => {
  const { name, groups } = categoryOf(ctx);
  const body = (await ctx.body()) ?? {};
  const wrongKind = notADictionary(body);
  if (wrongKind) throw validationError(wrongKind);
  const changes = {};
  const errors = {};
  for (const [key, nested] of Object.entries(groups)) {
    if (!(key in body)) continue;
    const parsed = parseObject(nested.children, body[key], ctx, { partial });
    const invalid = Object.keys(parsed.errors).length ? parsed.errors : name === 'lina' ? checkSecretKey(parsed.value) : null;
    if (invalid) errors[key] = invalid;
    else Object.assign(changes, parsed.value);
  }
  if (Object.keys(errors).length) throw validationError(errors);
  const { db } = ctx.services;
  db.transaction(() => {
    for (const [key, value] of Object.entries(changes)) {
      db.run(
        `INSERT INTO users_preference (user_id, name, category, value) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id, name) DO UPDATE SET category = excluded.category, value = excluded.value`,
        ctx.user.id,
        key,
        name,
        JSON.stringify(value),
      );
    }
  });
  return read(ctx);
};

/** @param {ReturnType<import('../http/router.mjs').createRouter>} router */
export function registerPreferenceRoutes(router) {
  const path = '/api/v1/users/preference/';
  router.add('GET', path, read, { name: VIEW });
  router.add('PUT', path, write(false), { name: VIEW });
  router.add('PATCH', path, write(true), { name: VIEW });
  router.add('OPTIONS', path, (ctx) => viewMetadata(VIEW, categoryOf(ctx).groups, ['PUT', 'PATCH', 'GET'], ctx), { name: VIEW });
}
