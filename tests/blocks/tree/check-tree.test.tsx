import { expect } from 'chai';
import { useState } from 'react';
import { CheckTree } from '../../../src/blocks/tree/check-tree';
import { checkState, initiallyChecked, shapeOf, toggle, type CheckNode } from '../../../src/blocks/tree/check-tree-state';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';

/** A permission tree as JumpServer sends it: root, an app, two models, their permissions. */
const NODES: CheckNode[] = [
  { id: '$ROOT$', name: 'All permissions(1/3)', title: 'All permissions', pId: '', isParent: true, open: true },
  { id: 'users', name: 'Users(1/3)', title: 'Users', pId: '$ROOT$', isParent: true },
  { id: 'users.user', name: 'User', title: 'User', pId: 'users', isParent: true },
  { id: 'users.usergroup', name: 'User group', title: 'User group', pId: 'users', isParent: true },
  { id: '1', name: 'View User', title: 'users.view_user', pId: 'users.user', isParent: false, checked: true },
  { id: '2', name: 'Create User', title: 'users.add_user', pId: 'users.user', isParent: false },
  { id: '3', name: 'View User group', title: 'users.view_usergroup', pId: 'users.usergroup', isParent: false },
];

describe('a tree of check boxes', () => {
  it("knows each branch's leaves: a branch is checked, mixed or unchecked by them, and ticking it ticks them all", () => {
    const shape = shapeOf(NODES);
    const checked = initiallyChecked(NODES);
    expect([...checked]).to.deep.equal(['1']);
    expect(checkState(shape, checked, 'users.user')).to.equal('mixed');
    expect(checkState(shape, checked, 'users.usergroup')).to.equal('unchecked');
    const all = toggle(shape, checked, '$ROOT$');
    expect([...all].sort()).to.deep.equal(['1', '2', '3']);
    expect(checkState(shape, all, '$ROOT$')).to.equal('checked');
    expect([...toggle(shape, all, 'users.user')]).to.deep.equal(['3'], 'a checked branch unticks its leaves');
  });

  it('draws native check boxes (mixed ones indeterminate) under disclosure buttons, and ticks a branch from the keyboard', async () => {
    function Harness() {
      const shape = shapeOf(NODES);
      const [checked, setChecked] = useState(() => initiallyChecked(NODES));
      return <CheckTree label="Permissions" shape={shape} checked={checked} onToggle={(id) => setChecked(toggle(shape, checked, id))} />;
    }
    const view = await render(<Harness />);
    const box = (name: string) => [...view.container.querySelectorAll('label')].find((label) => label.textContent?.startsWith(name))!.querySelector('input')!;
    expect(box('All permissions').indeterminate).to.equal(true);
    expect(view.container.textContent).to.contain('1/3');
    const users = view.container.querySelector<HTMLButtonElement>('button[aria-label="Expand Users"]')!;
    expect(users.getAttribute('aria-expanded')).to.equal('false');
    await act(async () => users.click());
    expect(view.container.querySelector('button[aria-label="Collapse Users"]')?.getAttribute('aria-expanded')).to.equal('true');
    await act(async () => box('User group').click());
    expect(box('All permissions').indeterminate).to.equal(true);
    expect(view.container.textContent).to.contain('2/3');
    await act(async () => box('All permissions').click());
    expect(box('All permissions').checked).to.equal(true);
    expect(box('All permissions').indeterminate).to.equal(false);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it("is read-only when disabled, as a built-in role's", async () => {
    const shape = shapeOf(NODES);
    const view = await render(<CheckTree label="Permissions" shape={shape} checked={initiallyChecked(NODES)} onToggle={() => expect.fail('no toggle')} disabled />);
    expect([...view.container.querySelectorAll('input')].every((input) => input.disabled)).to.equal(true);
    await view.unmount();
  });
});
