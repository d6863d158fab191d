// The authentication and security settings in the official console's tabs
// (issue 32, item 10), done in the browser alone and checked through the API:
// OAuth2 and passkeys configured from their own tabs, reached by the links the
// official console makes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectCleanPage, screenshot, signedInPage } from './helpers.mjs';
import { api, go, saveCard, shell } from './shell-helpers.mjs';

const screen = (page, selector) => shell(page, `main [data-screen]:not([hidden]) ${selector}`);
const setting = async (page, category) => (await api(page, 'GET', `/api/v1/settings/setting/?category=${category}`)).data;

describe('the authentication settings, tab by tab', () => {
  const session = signedInPage('admin', '/ui/#/settings/auth');

  it('has the official eleven tabs, and OAuth2 saved from its tab is what the API returns', async () => {
    const { page, stack } = session;
    await go(page, '/settings/auth?activeTab=OAuth2');
    const tabs = screen(page, '[role=tab]');
    await tabs.first().waitFor();
    assert.deepEqual(await tabs.allTextContents(), ['Basic', 'LDAP', 'CAS', 'Passkey', 'OpenID Connect', 'SAML2', 'OAuth2', 'WeCom', 'DingTalk', 'Feishu', 'RADIUS', 'Slack']);
    assert.equal(await screen(page, '[role=tab][aria-selected=true]').textContent(), 'OAuth2', 'the link opens its tab');

    const card = screen(page, 'section[aria-labelledby=settings-oauth2]');
    await card.locator('legend').first().waitFor();
    assert.deepEqual(await card.locator('legend').allTextContents(), ['Basic', 'Parameters', 'Other']);
    assert.equal(await screen(page, 'section[aria-labelledby=settings-ldap]').count(), 0, 'one tab shows at a time');
    const enable = card.getByRole('switch', { name: 'Enable OAuth2 Auth' });
    assert.equal(await enable.isChecked(), false);
    await enable.press('Space');
    await card.locator('[data-field=AUTH_OAUTH2_PROVIDER] input').fill('GitLab');
    await card.locator('[data-field=AUTH_OAUTH2_CLIENT_ID] input').fill('jms-console');
    await card.locator('[data-field=AUTH_OAUTH2_CLIENT_SECRET] input').fill('oauth2-client-secret');
    await card.locator('[data-field=AUTH_OAUTH2_ACCESS_TOKEN_METHOD]').getByText('POST', { exact: true }).click();
    await card.locator('[data-field=AUTH_OAUTH2_SCOPE] input').fill('read_user openid');
    await card.locator('[data-field=AUTH_OAUTH2_PROVIDER_AUTHORIZATION_ENDPOINT] input').fill('https://gitlab.example.com/oauth/authorize');
    await card.getByRole('switch', { name: 'Logout completely' }).press('Space');
    const map = card.getByRole('group', { name: 'User attr map' });
    await map.getByLabel('OAuth2 user info attribute, row 2').fill('preferred_username');
    await screenshot(page, 'settings-auth-oauth2-1440x900');
    assert.equal(await saveCard(page, card, 'oauth2'), 200);

    const saved = await setting(page, 'oauth2');
    assert.equal(saved.AUTH_OAUTH2, true);
    assert.equal(saved.AUTH_OAUTH2_PROVIDER, 'GitLab');
    assert.equal(saved.AUTH_OAUTH2_CLIENT_ID, 'jms-console');
    assert.equal(saved.AUTH_OAUTH2_ACCESS_TOKEN_METHOD, 'POST');
    assert.equal(saved.AUTH_OAUTH2_SCOPE, 'read_user openid');
    assert.equal(saved.AUTH_OAUTH2_PROVIDER_AUTHORIZATION_ENDPOINT, 'https://gitlab.example.com/oauth/authorize');
    assert.equal(saved.AUTH_OAUTH2_LOGOUT_COMPLETELY, false);
    assert.deepEqual(saved.AUTH_OAUTH2_USER_ATTR_MAP, { name: 'name', username: 'preferred_username', email: 'email' });
    assert.ok(!('AUTH_OAUTH2_CLIENT_SECRET' in saved), 'the secret is written, never read back');
    assert.equal((await setting(page, 'auth')).AUTH_OAUTH2, true, 'enabled for the login page');
    await expectCleanPage(page, stack);
  });

  it('configures passkeys from their tab', async () => {
    const { page, stack } = session;
    await go(page, '/settings/auth');
    await screen(page, '[role=tab]')
      .filter({ hasText: /^Passkey$/ })
      .click();
    const card = screen(page, 'section[aria-labelledby=settings-passkey]');
    await card.getByRole('switch', { name: 'Passkey' }).press('Space');
    await card.locator('[data-field=FIDO_SERVER_ID] input').fill('jumpserver.example.com');
    await card.locator('[data-field=FIDO_SERVER_NAME] input').fill('JumpServer Example');
    assert.equal(await saveCard(page, card, 'passkey'), 200);
    assert.deepEqual(await setting(page, 'passkey'), { AUTH_PASSKEY: true, FIDO_SERVER_ID: 'jumpserver.example.com', FIDO_SERVER_NAME: 'JumpServer Example' });
    await expectCleanPage(page, stack);
  });
});
