// Every text the backend labels things with exists in zh and ja.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ASSET_TYPES, CATEGORIES } from '../../server/assets/categories.mjs';
import { PREFERENCES } from '../../server/api/preferences.mjs';
import { PASSWORD_FIELDS, PROFILE_EXTRAS, PROFILE_FIELDS, PUBLIC_KEY_FIELDS } from '../../server/api/profile.mjs';
import { CATALOGUES, requestLanguage } from '../../server/i18n/index.mjs';
import { createRegistry } from '../../server/registry/index.mjs';
import { PROVIDERS, providerAttrs } from '../../server/registry/resources/cloud-providers.mjs';
import { LOCK_TASK_FIELDS } from '../../server/registry/resources/terminal.mjs';
import { SETTING_CATEGORIES } from '../../server/settings/definitions.mjs';

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
