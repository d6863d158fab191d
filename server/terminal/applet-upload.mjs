// Installing an applet from its package (v3.8.2 AppletViewSet.upload, POST /api/v1/terminal/applets/upload/,
// multipart `file`). The package is a zip holding a directory named as the zip file itself (chrome.zip holds
// chrome/) with manifest.yml, icon.png and setup.yml; the manifest, its `{{ 'text' | trans }}` texts put in
// the language of the request from its i18n section, is read as AppletSerializer reads it. An applet of the
// same name is replaced only when asked (?update=…), and an enterprise applet needs a valid license.
import { badRequest, validationError } from '../http/errors.mjs';
import { reply } from '../http/reply.mjs';
import { f, parseObject } from '../registry/fields.mjs';
import { serialize } from '../registry/serialize.mjs';
import { readZip, ZipError } from '../util/zip.mjs';
import { parseYaml, YamlError } from '../util/yaml-subset.mjs';

const PACKAGE_FILES = ['manifest.yml', 'icon.png', 'setup.yml'];
const MAX_PACKAGE_BYTES = 100 * 1024 * 1024;
const SLUG = /^[-a-zA-Z0-9_]+$/;
const SLUG_MESSAGE = 'Enter a valid “slug” consisting of letters, numbers, underscores or hyphens.';
const TRANS = /\{\{\s*(['"])(.*?)\1\s*\|\s*trans\s*\}\}/g;

/** AppletSerializer's writable fields: what a manifest may set. */
const MANIFEST_FIELDS = {
  name: f.string('Name', { required: true, maxLength: 128 }),
  display_name: f.string('Display name', { required: true, maxLength: 128 }),
  version: f.string('Version', { required: true, maxLength: 16 }),
  author: f.string('Author', { required: true, maxLength: 128 }),
  type: f.choice(
    'Type',
    [
      ['general', 'General'],
      ['web', 'Web'],
    ],
    { default: 'general' },
  ),
  edition: f.choice(
    'Edition',
    [
      ['community', 'Community edition'],
      ['enterprise', 'Enterprise'],
    ],
    { default: 'community' },
  ),
  protocols: f.list('Protocol', f.string('Protocol'), { default: [] }),
  tags: f.list('Tags', f.string('Tag'), { default: [] }),
  can_concurrent: f.bool('Can concurrent', { default: false }),
  comment: f.text('Comment', { default: '', allowBlank: true }),
};

/** yaml_load_with_i18n: each `{{ 'key' | trans }}` becomes the key's text in the language, or the key itself. */
function translate(value, i18n, lang) {
  if (typeof value === 'string') return value.replace(TRANS, (_, _quote, key) => String(i18n?.[key]?.[lang] ?? key));
  if (Array.isArray(value)) return value.map((item) => translate(item, i18n, lang));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translate(item, i18n, lang)]));
  return value;
}

function readManifest(text, ctx) {
  let document;
  try {
    document = parseYaml(text, { numbersAsText: true });
  } catch (error) {
    if (error instanceof YamlError) throw badRequest(`${ctx.t('Load manifest.yml failed')}: ${error.message}`);
    throw error;
  }
  if (!document || typeof document !== 'object' || Array.isArray(document)) throw badRequest(ctx.t('Load manifest.yml failed'));
  const { i18n, ...manifest } = /** @type {Record<string, unknown>} */ (document);
  // As translate() does with LANGUAGE_CODE[:2]: "zh-hans" reads the "zh" texts.
  const translated = translate(manifest, i18n, String(ctx.lang).slice(0, 2));
  if (!translated.name) throw badRequest('Missing name in manifest.yml');
  return translated;
}

/** The package's files under its directory (named as the zip file), by their path in it. */
function packageFiles(file, ctx) {
  let entries;
  try {
    entries = readZip(file.data, { maxBytes: MAX_PACKAGE_BYTES });
  } catch (error) {
    if (error instanceof ZipError) throw badRequest(`${ctx.t('Invalid zip file')}: ${error.message}`);
    throw error;
  }
  const root = `${String(file.filename ?? '').replace('.zip', '')}/`;
  const files = new Map(entries.filter((entry) => !entry.isDir && entry.name.startsWith(root)).map((entry) => [entry.name.slice(root.length), entry.data]));
  const missing = PACKAGE_FILES.find((name) => !files.has(name));
  if (missing) throw badRequest(ctx.t('Applet pkg not valid, Missing file {}').replace('{}', missing));
  return files;
}

/** @param {any} ctx */
export async function uploadApplet(ctx) {
  const body = await ctx.body({ files: true });
  const file = body?.kind === 'multipart' ? body.value.file : null;
  if (!file || file.filename === undefined) throw validationError({ file: ['No file was submitted.'] });
  if (!file.data.length) throw validationError({ file: ['The submitted file is empty.'] });
  const manifest = readManifest(packageFiles(file, ctx).get('manifest.yml').toString('utf8'), ctx);

  const { services } = ctx;
  const applet = services.registry.get('applet');
  if (manifest.edition === 'enterprise' && !services.config.licenseValid) throw badRequest(ctx.t('This is enterprise edition applet'));
  const existing = services.db.get('SELECT id FROM applets WHERE name = ?', String(manifest.name));
  if (existing && !ctx.query.get('update')) throw badRequest(`Applet already exists: ${manifest.name}`);

  const { value, errors } = parseObject(MANIFEST_FIELDS, manifest, ctx);
  if (!errors.name && !SLUG.test(value.name)) errors.name = [SLUG_MESSAGE];
  if (Object.keys(errors).length) throw validationError(errors);
  const row = services.db.transaction(() => {
    if (!existing) return services.store.insert(applet, { ...value, builtin: false, is_active: true }, ctx);
    const instance = services.store.find(applet, ctx, existing.id);
    return services.store.update(applet, instance, { ...value, builtin: false }, ctx);
  });
  services.audit?.(ctx, existing ? 'update' : 'create', applet, [row]);
  return reply(201, serialize(applet, [row], ctx)[0]);
}
