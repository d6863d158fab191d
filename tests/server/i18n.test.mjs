// Every text the backend labels things with exists in zh and ja, and its errors speak the request's language.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ASSET_TYPES, CATEGORIES } from '../../server/assets/categories.mjs';
import { PREFERENCES } from '../../server/api/preferences.mjs';
import { PASSWORD_FIELDS, PROFILE_EXTRAS, PROFILE_FIELDS, PUBLIC_KEY_FIELDS } from '../../server/api/profile.mjs';
import { translateDrfMessage } from '../../server/i18n/drf-messages.mjs';
import { CATALOGUES, requestLanguage } from '../../server/i18n/index.mjs';
import { createRegistry } from '../../server/registry/index.mjs';
import { PROVIDERS, providerAttrs } from '../../server/registry/resources/cloud-providers.mjs';
import { LOCK_TASK_FIELDS } from '../../server/registry/resources/terminal.mjs';
import { SETTING_CATEGORIES } from '../../server/settings/definitions.mjs';
import { inOrg, startBackend } from './helpers.mjs';

function textsOf(field, into) {
  if (!field) return;
  for (const text of [field.label, field.help, ...(field.choices ?? []).map((choice) => choice.label)]) if (text) into.add(text);
  textsOf(field.child, into);
  for (const child of Object.values(field.children ?? {})) textsOf(child, into);
  for (const variant of Object.values(field.variants ?? {})) for (const child of Object.values(variant)) textsOf(child, into);
}

test('every label, help text and choice label has a zh and a ja translation', () => {
  const texts = new Set();
  for (const resource of createRegistry().all) {
    texts.add(resource.label);
    for (const field of Object.values(resource.fields)) textsOf(field, texts);
  }
  for (const category of Object.values(SETTING_CATEGORIES)) for (const field of Object.values(category.fields)) textsOf(field, texts);
  for (const fields of [PROFILE_FIELDS, PROFILE_EXTRAS, PASSWORD_FIELDS, PUBLIC_KEY_FIELDS, LOCK_TASK_FIELDS, ...Object.values(PREFERENCES)]) {
    for (const field of Object.values(fields)) textsOf(field, texts);
  }
  for (const [provider] of PROVIDERS) for (const field of Object.values(providerAttrs(provider))) textsOf(field, texts);
  for (const [, label] of CATEGORIES) texts.add(label);
  for (const type of ASSET_TYPES) texts.add(type.label);
  const missing = { zh: [], ja: [] };
  for (const text of texts) for (const lang of ['zh', 'ja']) if (!(text in CATALOGUES[lang])) missing[lang].push(text);
  assert.deepEqual(missing, { zh: [], ja: [] });
});

test('translations are translated, not copied, for words', () => {
  for (const word of ['Name', 'Username', 'Comment', 'Date created', 'Active', 'Asset permission']) {
    assert.notEqual(CATALOGUES.zh[word], word);
    assert.notEqual(CATALOGUES.ja[word], word);
  }
});

test('the request language: django_language first, then Accept-Language, else English', () => {
  assert.equal(requestLanguage('zh-hans', 'ja'), 'zh');
  assert.equal(requestLanguage(undefined, 'ja-JP,ja;q=0.9,en;q=0.8'), 'ja');
  assert.equal(requestLanguage(undefined, 'fr-FR, zh-CN;q=0.8'), 'zh');
  assert.equal(requestLanguage('de', 'ja'), 'en');
  assert.equal(requestLanguage(undefined, undefined), 'en');
});

test('DRF messages are translated into the request language, their values kept; other text and codes stay as they are', () => {
  assert.equal(translateDrfMessage('This field is required.', 'zh'), '该字段是必填项。');
  assert.equal(translateDrfMessage('Ensure this field has no more than 128 characters.', 'ja'), 'この項目が128文字より長くならないようにしてください。');
  assert.equal(translateDrfMessage('"high" is not a valid choice.', 'zh'), '“high” 不是合法选项。');
  // The ja catalogue has none for it: English, as on a real server.
  assert.equal(translateDrfMessage('Must be a valid boolean.', 'ja'), 'Must be a valid boolean.');
  assert.equal(translateDrfMessage('Some message of JumpServer', 'zh'), 'Some message of JumpServer');
});

test('a validation error and a refusal come in the language the request asks for', async () => {
  const server = await startBackend();
  try {
    const admin = inOrg(await server.login('admin'));
    const invalid = { name: '', username: 'x'.repeat(200), email: 'nope' };
    // The console's language is the django_language cookie, as lina sets it.
    const inLanguage = (client, language) => client.cookies.set('django_language', language);
    inLanguage(admin, 'zh-hans');
    const zh = await admin.post('/api/v1/users/users/', invalid);
    assert.equal(zh.status, 400);
    assert.deepEqual(zh.body.name, ['该字段不能为空。']);
    assert.deepEqual(zh.body.username, ['请确保这个字段不能超过 128 个字符。']);
    assert.deepEqual(zh.body.email, ['请输入合法的邮件地址。']);
    inLanguage(admin, 'ja');
    assert.deepEqual((await admin.post('/api/v1/users/users/', invalid)).body.name, ['この項目は空にできません。']);
    inLanguage(admin, 'en');
    assert.deepEqual((await admin.post('/api/v1/users/users/', invalid)).body.name, ['This field may not be blank.']);

    const user = inOrg(await server.login('user'));
    inLanguage(user, 'zh-hans');
    const refused = await user.get('/api/v1/users/groups/');
    assert.equal(refused.status, 403);
    assert.deepEqual(refused.body, { detail: '您没有执行该操作的权限。', code: 'permission_denied' });
  } finally {
    await server.close();
  }
});
