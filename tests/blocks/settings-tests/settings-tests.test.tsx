import { expect } from 'chai';
import { createHttpClient } from '../../../src/core/http';
import { testLdapConfig } from '../../../src/core/settings-tests';
import { LdapConfigTest } from '../../../src/blocks/settings-tests/ldap-config-test';
import { LdapLoginTestDialog } from '../../../src/blocks/settings-tests/ldap-login-test';
import { LdapUserImportDialog } from '../../../src/blocks/settings-tests/ldap-user-import';
import { LicenseImport } from '../../../src/blocks/settings-tests/license-import';
import { MailTest } from '../../../src/blocks/settings-tests/mail-test';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { byText, click, freshCache, typeInto, waitFor, withServerSession } from '../helpers/signed-in';

const outcome = (root: HTMLElement) => root.querySelector('[role=status]')?.textContent?.trim() ?? '';

describe('settings tests', () => {
  it('tests LDAP with refresh=1 first, then again every second while the server says running', async () => {
    // The project's backend answers at once; a JumpServer that runs the test in the background answers
    // "running" first. This stand-in plays that server, over the real HTTP client.
    const calls: { url: string; at: number }[] = [];
    const answers = [{ status: 'running' }, { status: 'running' }, { status: 'success', msg: 'Test LDAP success' }];
    const client = createHttpClient({
      fetch: async (input) => {
        calls.push({ url: String(input), at: Date.now() });
        return new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'content-type': 'application/json' } });
      },
    });
    const waits: number[] = [];
    const result = await testLdapConfig({ AUTH_LDAP_SERVER_URI: 'ldap://example' }, { http: client, wait: async (ms) => void waits.push(ms) });
    expect(calls.map((call) => call.url)).to.deep.equal([
      '/api/v1/settings/ldap/testing/config/?refresh=1',
      '/api/v1/settings/ldap/testing/config/',
      '/api/v1/settings/ldap/testing/config/',
    ]);
    expect(waits).to.deep.equal([1000, 1000]);
    expect(result).to.deep.equal({ ok: true, message: 'Test LDAP success' });
  });

  describe('on the server', () => {
    const session = withServerSession('admin');

    it('says what the mail and LDAP tests answered, flashing nothing', async () => {
      const view = await render(
        freshCache(
          <>
            <div data-case="mail">
              <MailTest body={() => ({ EMAIL_RECIPIENT: 'admin@example.com' })} />
            </div>
            <div data-case="ldap">
              <LdapConfigTest settings={() => ({ AUTH_LDAP_SERVER_URI: 'ldap://127.0.0.1:1' })} />
            </div>
          </>,
        ),
      );
      const mail = view.container.querySelector<HTMLElement>('[data-case=mail]')!;
      const ldap = view.container.querySelector<HTMLElement>('[data-case=ldap]')!;
      await click(byText(mail, 'button', 'Send a test mail'));
      await waitFor(() => outcome(mail), 15_000);
      await click(byText(ldap, 'button', 'Test the connection'));
      expect(byText(ldap, 'button', 'Testing…')).to.not.equal(undefined);
      await waitFor(() => outcome(ldap), 15_000);
      // No mail or LDAP server runs here: both report the server's reason.
      expect(mail.querySelector('[role=status]')?.className).to.match(/bad/);
      expect(outcome(ldap)).to.match(/ECONNREFUSED|connect|refused/i);
      expect(session.feedback.flashes).to.deep.equal([]);
      await expectAccessible(view.container);
      await view.unmount();
    });

    it('tries an LDAP login and lists the synchronized users', async () => {
      const login = await render(freshCache(<LdapLoginTestDialog onClose={() => undefined} />));
      const dialog = login.container.querySelector('dialog')!;
      const inputs = dialog.querySelectorAll<HTMLInputElement>('input');
      typeInto(inputs[0]!, 'alice');
      typeInto(inputs[1]!, 'secret');
      await act(async () => dialog.querySelector('form')!.requestSubmit());
      await waitFor(() => outcome(dialog), 15_000);
      await expectAccessible(login.container);
      await login.unmount();

      const users = await render(freshCache(<LdapUserImportDialog onClose={() => undefined} />));
      const alert = await waitFor(() => users.container.querySelector('[role=alert]'));
      expect(alert.textContent).to.equal('Users are not synchronized, please click the user synchronization button');
      await users.unmount();
    });

    it('imports a license file as multipart', async () => {
      let imported = 0;
      const view = await render(<LicenseImport onImported={() => (imported += 1)} />);
      const input = view.container.querySelector<HTMLInputElement>('input[type=file]')!;
      const license = JSON.stringify({ corporation: 'Test Corp', date_expired: '2099-12-31', asset_count: 500, edition: 'Enterprise' });
      const transfer = new DataTransfer();
      transfer.items.add(new File([license], 'license.json'));
      await act(async () => {
        input.files = transfer.files;
        input.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await waitFor(() => imported === 1);
      expect(view.container.querySelector('[role=status]')?.className).to.match(/good/);
      const detail = await (await fetch('/api/v1/xpack/license/detail', { credentials: 'same-origin' })).json();
      expect(detail).to.deep.include({ corporation: 'Test Corp' });
      await expectAccessible(view.container);
      await view.unmount();
    });
  });
});
