import { expect } from 'chai';
import { http } from '../../../src/core/http';
import AssetPermissionForm from '../../../src/views/perms/asset-permission-form';
import { render } from '../../helpers/render';
import { waitFor, withServerSession } from '../../blocks/helpers/signed-in';

const PERMISSIONS = '/api/v1/perms/asset-permissions/';
const YEAR_MS = 365 * 86_400_000;

const dateInput = (root: HTMLElement, field: string) => root.querySelector<HTMLInputElement>(`[data-field=${field}] input`);

describe('the asset permission form', () => {
  withServerSession('admin');

  it('starts a new permission valid from now for 70 years, with every action and all accounts', async () => {
    const opened = Date.now();
    const view = await render(<AssetPermissionForm params={{}} query={new URLSearchParams()} />);
    const start = await waitFor(() => dateInput(view.container, 'date_start')?.value);
    const expired = dateInput(view.container, 'date_expired')?.value ?? '';
    expect(Math.abs(new Date(start).getTime() - opened)).to.be.below(5_000);
    expect(Math.abs(new Date(expired).getTime() - (opened + 70 * YEAR_MS))).to.be.below(5_000);
    const actions = [...view.container.querySelectorAll<HTMLInputElement>('[data-field=actions] input[type=checkbox]')];
    expect(actions.length).to.equal(7);
    expect(actions.every((box) => box.checked)).to.equal(true);
    expect(view.container.querySelector('[data-field=accounts]')?.textContent).to.contain('@ALL');
    await view.unmount();
  });

  it('shows an existing permission’s own dates when editing', async () => {
    const created = await http.post<{ id: string }>(PERMISSIONS, {
      name: `dated-${Date.now().toString(36)}`,
      date_start: '2024-01-02T03:04:05Z',
      date_expired: '2025-06-07T08:09:10Z',
    });
    try {
      const view = await render(<AssetPermissionForm params={{ id: created.id }} query={new URLSearchParams()} />);
      const start = await waitFor(() => dateInput(view.container, 'date_start')?.value);
      expect(new Date(start).toISOString()).to.equal('2024-01-02T03:04:05.000Z');
      expect(new Date(dateInput(view.container, 'date_expired')?.value ?? '').toISOString()).to.equal('2025-06-07T08:09:10.000Z');
      await view.unmount();
    } finally {
      await http.delete(`${PERMISSIONS}${created.id}/`);
    }
  });
});
