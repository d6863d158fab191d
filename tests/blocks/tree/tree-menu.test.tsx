import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { LazyTree } from '../../../src/blocks/tree/lazy-tree';
import type { TreeLoader, TreeMenuItem, TreeNode } from '../../../src/blocks/tree/tree-types';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { waitFor } from '../helpers/signed-in';

const load: TreeLoader<string> = async (parent) => (parent ? { nodes: [] } : { nodes: ['Linux', 'Windows'].map((label) => ({ id: label.toLowerCase(), label, isParent: true })) });

const items = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role=treeitem]')];

async function renderWithMenu(chosen: string[]) {
  const menu = (node: TreeNode<string>): TreeMenuItem[] => [
    { name: 'rename', title: `Rename ${node.label}`, onClick: () => chosen.push(`rename ${node.id}`) },
    { name: 'only', title: 'Only its own', divided: true, checked: true, onClick: () => chosen.push(`only ${node.id}`) },
  ];
  const view = await render(
    <div style={{ height: '240px' }}>
      <LazyTree label="Nodes" load={load} onSelect={() => undefined} menu={menu} />
    </div>,
  );
  await waitFor(() => items(view.container).length === 2);
  return view;
}

describe('tree context menu', () => {
  it('opens on a right click at the node, with its entries, a separator and a ticked choice; choosing runs the entry for that node', async () => {
    const chosen: string[] = [];
    const view = await renderWithMenu(chosen);
    const windows = items(view.container)[1]!;
    act(() => void windows.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 40, clientY: 40 })));
    const menu = await waitFor(() => view.container.querySelector<HTMLElement>('[role=menu]'));
    expect([...menu.querySelectorAll('[role^=menuitem]')].map((entry) => entry.textContent)).to.deep.equal(['Rename Windows', 'Only its own']);
    expect(menu.querySelector('[role=separator]')).to.exist;
    expect(menu.querySelector('[role=menuitemradio]')?.getAttribute('aria-checked')).to.equal('true');
    await expectAccessible(view.container);
    act(() => menu.querySelector<HTMLElement>('[role=menuitem]')!.click());
    expect(chosen).to.deep.equal(['rename windows']);
    await waitFor(() => !view.container.querySelector('[role=menu]'));
  });

  it('opens from the keyboard on the row the keyboard is on (Shift+F10, the context-menu key), focus in it, Escape back to the tree', async () => {
    const chosen: string[] = [];
    const view = await renderWithMenu(chosen);
    const tree = view.container.querySelector<HTMLElement>('[role=tree]')!;
    tree.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Shift+F10' });
    const menu = await waitFor(() => view.container.querySelector<HTMLElement>('[role=menu]'));
    await waitFor(() => (menu.getRootNode() as Document).activeElement?.textContent === 'Rename Windows');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !view.container.querySelector('[role=menu]'));
    expect(document.activeElement === tree || tree.matches(':focus')).to.equal(true);
    await sendKeys({ press: 'ContextMenu' });
    await waitFor(() => view.container.querySelector('[role=menu]'));
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    expect(chosen).to.deep.equal(['only windows']);
  });
});
