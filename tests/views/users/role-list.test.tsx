import { expect } from 'chai';
import { http } from '../../../src/core/http';
import RoleList from '../../../src/views/users/role-list';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { byText, freshCache, waitFor, withServerSession } from '../../blocks/helpers/signed-in';

const ORG_ROLES = '/api/v1/rbac/org-roles/';

/** The state of a row's Update and Delete buttons, by the role's name. */
function rowButtons(root: HTMLElement, name: string) {
  const row = [...root.querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-id]')].find((tr) => tr.querySelector('td:nth-child(2)')?.textContent?.trim() === name);
  if (!row) return undefined;
  const state = (title: string) => byText<HTMLButtonElement>(row, 'button', title)?.disabled;
  return { update: state('Update'), delete: state('Delete') };
}

describe('the role list', () => {
  withServerSession('admin');

  it('disables Update and Delete of a built-in role, as the server refuses both, and leaves them to a custom role', async () => {
    const custom = await http.post<{ id: string; name: string }>(ORG_ROLES, { name: `Custom role ${Date.now().toString(36)}` });
    try {
      const view = await render(freshCache(<RoleList params={{}} query={new URLSearchParams({ search: 'OrgUser' })} />));
      expect(await waitFor(() => rowButtons(view.container, 'OrgUser'))).to.deep.equal({ update: true, delete: true });
      await view.unmount();
      const again = await render(freshCache(<RoleList params={{}} query={new URLSearchParams({ search: custom.name })} />));
      expect(await waitFor(() => rowButtons(again.container, custom.name))).to.deep.equal({ update: false, delete: false });
      await expectAccessible(again.container);
      await again.unmount();
    } finally {
      await http.delete(`${ORG_ROLES}${custom.id}/`);
    }
  });
});
