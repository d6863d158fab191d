import { expect } from 'chai';
import { http } from '../../../src/core/http';
import type { Row } from '../../../src/blocks/resource/row';
import { ACCOUNTS_URL } from '../../../src/views/accounts/accounts-urls';
import { AssetAccounts } from '../../../src/views/accounts/asset-accounts';
import { render } from '../../helpers/render';
import { byText, click, freshCache, typeInto, waitFor, withServerSession } from '../../blocks/helpers/signed-in';

describe('an asset’s accounts panel', () => {
  withServerSession('admin');

  it('lists only that asset’s accounts and creates new ones on it, the secret included', async () => {
    const [asset] = await http.get<Row[]>('/api/v1/assets/hosts/', { params: { type: 'linux' } });
    const before = await http.get<Row[]>(ACCOUNTS_URL, { params: { asset: asset!.id } });
    const view = await render(freshCache(<AssetAccounts asset={asset!} />));
    await waitFor(() => view.container.querySelectorAll('tbody tr[data-row-id]').length === before.length);
    const headers = [...view.container.querySelectorAll('thead th')].map((header) => header.textContent?.trim());
    expect(headers).to.include('Has secret');
    expect(headers, 'no asset column for one asset').to.not.include('Asset');

    await click(byText(view.container, 'button', 'Create'));
    const dialog = await waitFor(
      () => view.container.querySelector<HTMLDialogElement>('dialog[open] [data-field=username]') && view.container.querySelector<HTMLDialogElement>('dialog[open]'),
    );
    expect(dialog.querySelector('[data-field=asset]'), 'the asset is given').to.equal(null);
    const username = `panel-${Date.now().toString(36)}`;
    typeInto(dialog.querySelector<HTMLInputElement>('[data-field=username] input')!, username);
    typeInto(dialog.querySelector<HTMLInputElement>('[data-field=secret] input')!, 'Panel-pass-1');
    await click(byText(dialog, 'button', 'Submit'));
    await waitFor(() => byText(view.container, 'tbody td', username));
    const [created] = await http.get<Row[]>(ACCOUNTS_URL, { params: { asset: asset!.id, username } });
    expect(created).to.include({ has_secret: true });
    await view.unmount();
  });
});
