import { expect } from 'chai';
import { DataCacheProvider } from '../../../src/blocks/data/data-cache-context';
import { createDataCache, type DataKey } from '../../../src/core/data';
import { submitConfirm } from '../../../src/core/confirm';
import { encryptSecret } from '../../../src/core/crypto/encrypt-secret';
import { http } from '../../../src/core/http';
import type { Row } from '../../../src/blocks/resource/row';
import { ACCOUNTS_URL } from '../../../src/views/accounts/accounts-urls';
import { ViewSecretDialog } from '../../../src/views/accounts/view-secret-dialog';
import { recordFeedback } from '../../helpers/recording-feedback';
import { DEMO_PASSWORD } from '../../helpers/session';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { byText, click, signIn, signOut, waitFor } from '../../blocks/helpers/signed-in';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A fresh account with a known secret, on the first asset of the organization. */
async function accountWithSecret(secret: string): Promise<Row> {
  const [asset] = await http.get<{ id: string }[]>('/api/v1/assets/hosts/', { params: { type: 'linux' } });
  return http.post<Row>(ACCOUNTS_URL, { asset: asset!.id, username: unique('viewer'), secret_type: 'password', secret: encryptSecret(secret) });
}

describe('the view-secret dialog', () => {
  let feedback: ReturnType<typeof recordFeedback>;
  let confirmWith: boolean;
  beforeEach(async () => {
    confirmWith = true;
    // The identity check answered as a person would: the password, confirmed on the server.
    feedback = recordFeedback(async () => {
      if (!confirmWith) return false;
      await submitConfirm({ confirmType: 'password', subType: 'password', secret: DEMO_PASSWORD });
      return true;
    });
    await signIn('admin');
  });
  afterEach(async () => {
    feedback.remove();
    await signOut();
  });

  it('shows the secret after the identity check, caches nothing, and drops it when closed', async () => {
    const secret = `Shown-once-${Date.now()}`;
    const account = await accountWithSecret(secret);
    const cache = createDataCache();
    let closed = 0;
    // The parent keeps the dialog mounted: closing alone must let go of the secret.
    const view = await render(
      <DataCacheProvider cache={cache}>
        <ViewSecretDialog account={account} onClose={() => (closed += 1)} />
      </DataCacheProvider>,
    );
    const pre = await waitFor(() => view.container.querySelector('dialog[open] pre'));
    expect(pre.textContent).to.equal(secret);
    expect(feedback.identityChecks).to.deep.equal(['password']);
    // Every key the cache holds, listed through its filter.
    const keys: DataKey[] = [];
    await cache.mutate((key) => (keys.push(key), false));
    expect(keys.filter((key) => String(key).includes('account-secrets'))).to.deep.equal([]);
    expect(byText(view.container, 'button', 'Copy')).to.not.equal(undefined);
    await expectAccessible(view.container);

    await click(byText(view.container, 'dialog[open] button', 'Close'));
    expect(closed).to.equal(1);
    expect(view.container.querySelector('dialog')).to.equal(null);
    expect(view.container.innerHTML).to.not.include(secret);
    await view.unmount();
  });

  it('closes without showing anything when the identity check is cancelled', async () => {
    confirmWith = false;
    const account = await accountWithSecret('Never-shown-1');
    let closed = 0;
    const view = await render(<ViewSecretDialog account={account} onClose={() => (closed += 1)} />);
    await waitFor(() => closed === 1);
    expect(view.container.querySelector('dialog')).to.equal(null);
    expect(view.container.innerHTML).to.not.include('Never-shown-1');
    await view.unmount();
  });
});
