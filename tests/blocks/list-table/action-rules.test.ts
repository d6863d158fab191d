import { expect } from 'chai';
import { resolveActions, runAction, splitRowActions, toolbarState, type PermissionScope } from '../../../src/blocks/list-table/action-rules';
import { HttpError } from '../../../src/core/http';
import type { ActionButton, ActionContext, ToolbarAction } from '../../../src/blocks/list-table/types';
import { recordFeedback } from '../../helpers/recording-feedback';

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

  it('runs an action; a failed request it made ends there (the HTTP core has told the user), other errors do not', async () => {
    const unhandled: unknown[] = [];
    const listen = (event: PromiseRejectionEvent) => {
      unhandled.push(event.reason);
      event.preventDefault();
    };
    window.addEventListener('unhandledrejection', listen);
    const context = { selected: [], reload: () => undefined };
    const calls: string[] = [];
    runAction(
      {
        name: 'save',
        title: 'Save',
        onClick: async () => {
          calls.push('save');
          throw new HttpError('http', 'Bad Request', { url: '/x/' });
        },
      },
      context,
    );
    const bug = new Error('a bug');
    runAction(
      {
        name: 'broken',
        title: 'Broken',
        onClick: async () => {
          throw bug;
        },
      },
      context,
    );
    await new Promise((done) => setTimeout(done, 50));
    window.removeEventListener('unhandledrejection', listen);
    expect(calls).to.deep.equal(['save']);
    expect(unhandled).to.deep.equal([bug]);
  });

  it('asks with a message from the row, then says it is done and reloads; a failed callback does neither', async () => {
    const feedback = recordFeedback();
    const reloads: string[] = [];
    const row = { id: 't1', title: 'Printer access' };
    const close = {
      name: 'close',
      title: 'Close',
      confirm: {
        title: ({ row: about }: ActionContext) => `Close ${String(about?.['title'])}`,
        message: ({ row: about }: ActionContext) => `Close "${String(about?.['title'])}"?`,
      },
      onClick: async () => undefined,
      done: { message: ({ row: about }: ActionContext) => `${String(about?.['title'])} closed` },
    };
    await runAction(close, { selected: [row], row, reload: () => reloads.push('closed') });
    const refused = {
      ...close,
      onClick: async () => {
        throw new HttpError('http', 'Bad Request', { url: '/x/' });
      },
    };
    await runAction(refused, { selected: [row], row, reload: () => reloads.push('refused') });
    feedback.remove();
    expect(feedback.questions).to.deep.equal(['Close "Printer access"?', 'Close "Printer access"?']);
    expect(feedback.flashes.map(({ message, kind }) => [message, kind])).to.deep.equal([['Printer access closed', 'success']]);
    expect(reloads).to.deep.equal(['closed']);
  });
});
