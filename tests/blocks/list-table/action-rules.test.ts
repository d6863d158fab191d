import { expect } from 'chai';
import { loadActionRunner, resolveActions, runAction, splitRowActions, toolbarState, type PermissionScope } from '../../../src/blocks/list-table/action-rules';
import type { ActionButton, ToolbarAction } from '../../../src/blocks/list-table/types';

const ALL: Record<ToolbarAction, boolean> = { create: true, import: true, export: true, bulkUpdate: true, bulkDelete: true, clone: true };
const scope = (perms: string[], rootOrg = false, orgChangeDisabled = false): PermissionScope => ({
  perms: new Set(perms),
  app: 'users',
  resource: 'user',
  rootOrg,
  orgChangeDisabled,
});
const visible = (state: ReturnType<typeof toolbarState>) =>
  Object.entries(state)
    .filter(([, value]) => value.visible)
    .map(([name]) => name)
    .sort();

describe('list actions and permissions (spec section 6)', () => {
  it('derives each toolbar action from add, change, delete and view', () => {
    expect(visible(toolbarState(scope(['users.view_user']), ALL, 0))).to.deep.equal(['export']);
    expect(visible(toolbarState(scope(['users.add_user']), ALL, 0))).to.deep.equal(['clone', 'create', 'import']);
    expect(visible(toolbarState(scope(['users.change_user']), ALL, 0))).to.deep.equal(['bulkUpdate', 'import']);
    expect(visible(toolbarState(scope(['users.delete_user']), ALL, 0))).to.deep.equal(['bulkDelete']);
    expect(visible(toolbarState(scope(['users.view_user', 'users.add_user']), { ...ALL, create: false, export: false }, 0))).to.deep.equal(['clone', 'import']);
  });

  it('keeps writes out of the root organization unless the route disables organization changes', () => {
    const perms = ['users.add_user', 'users.change_user', 'users.delete_user', 'users.view_user'];
    expect(visible(toolbarState(scope(perms, true), ALL, 0))).to.deep.equal(['bulkDelete', 'export']);
    expect(visible(toolbarState(scope(perms, true, true), ALL, 0))).to.have.length(6);
  });

  it('enables the row-set actions by the selection', () => {
    const perms = scope(['users.add_user', 'users.change_user', 'users.delete_user']);
    expect(toolbarState(perms, ALL, 0).bulkDelete.enabled).to.equal(false);
    expect(toolbarState(perms, ALL, 2).bulkDelete.enabled).to.equal(true);
    expect(toolbarState(perms, ALL, 1).clone.enabled).to.equal(true);
    expect(toolbarState(perms, ALL, 2).clone.enabled).to.equal(false);
    expect(toolbarState(perms, ALL, 0).bulkUpdate.enabled).to.equal(false);
  });

  it('orders row actions (update 10, delete 20, clone 30), hides by has, disables by can', () => {
    const actions: ActionButton[] = [
      { name: 'clone', title: 'Clone', order: 30 },
      { name: 'delete', title: 'Delete', order: 20, can: false },
      { name: 'update', title: 'Update', order: 10 },
      { name: 'hidden', title: 'Hidden', order: 5, has: () => false },
    ];
    const resolved = resolveActions(actions, { selected: [], reload: () => undefined });
    expect(resolved.map(({ action, enabled }) => [action.name, enabled])).to.deep.equal([
      ['update', true],
      ['delete', false],
      ['clone', true],
    ]);
  });

  it('shows at most 2 row actions; with more, the first and a More menu', () => {
    expect(splitRowActions(['a'])).to.deep.equal({ inline: ['a'], more: [] });
    expect(splitRowActions(['a', 'b'])).to.deep.equal({ inline: ['a', 'b'], more: [] });
    expect(splitRowActions(['a', 'b', 'c'])).to.deep.equal({ inline: ['a'], more: ['b', 'c'] });
  });

  it("runs an action in the task that asked, once its runner has loaded: a window it opens keeps the click's user activation", async () => {
    const calls: string[] = [];
    const action = { name: 'open', title: 'Open', onClick: () => void calls.push('opened') };
    await loadActionRunner();
    void runAction(action, { selected: [], reload: () => undefined });
    expect(calls).to.deep.equal(['opened']);
  });
});
