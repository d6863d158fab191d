import { expect } from 'chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { pageStyles } from '../../../src/blocks/custom-element/page-styles';
import { LazyTree } from '../../../src/blocks/tree/lazy-tree';
import type { TreeLoader, TreeMenuItem, TreeNode } from '../../../src/blocks/tree/tree-types';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { waitFor } from '../helpers/signed-in';

const load: TreeLoader<string> = async (parent) => (parent ? { nodes: [] } : { nodes: ['Linux', 'Windows'].map((label) => ({ id: label.toLowerCase(), label, isParent: true })) });

const items = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role=treeitem]')];

const twoEntries =
  (chosen: string[]) =>
  (node: TreeNode<string>): TreeMenuItem[] => [
    { name: 'rename', title: `Rename ${node.label}`, onClick: () => chosen.push(`rename ${node.id}`) },
    { name: 'only', title: 'Only its own', divided: true, checked: true, onClick: () => chosen.push(`only ${node.id}`) },
  ];

/** As many entries as the asset tree's node menu offers an administrator, in as many groups. */
const thirteenEntries = (): TreeMenuItem[] =>
  Array.from({ length: 13 }, (_, index) => ({
    name: `entry${index}`,
    title: `Entry ${index + 1}`,
    icon: 'list',
    divided: [3, 7, 9, 11].includes(index),
    onClick: () => undefined,
  }));

async function renderWithMenu(chosen: string[], menu = twoEntries(chosen)) {
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

  describe('its height', () => {
    // Sizes need the console's rules, which the elements' shadow roots adopt: here the page does.
    const before = document.adoptedStyleSheets;
    beforeEach(() => void (document.adoptedStyleSheets = [...before, pageStyles()]));
    after(async () => {
      document.adoptedStyleSheets = before;
      await setViewport({ width: 800, height: 600 });
    });
    const openMenu = async () => {
      const view = await renderWithMenu([], thirteenEntries);
      act(() => void items(view.container)[0]!.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 40, clientY: 40 })));
      const menu = await waitFor(() => view.container.querySelector<HTMLElement>('[role=menu][data-open]'));
      await waitFor(() => getComputedStyle(menu).opacity === '1');
      return menu;
    };

    it('shows all of a node menu’s thirteen entries without a scroll where the window has room (1440×900)', async () => {
      await setViewport({ width: 1440, height: 900 });
      const menu = await openMenu();
      expect(menu.scrollHeight).to.be.greaterThan(360);
      expect(menu.scrollHeight).to.equal(menu.clientHeight);
      const last = [...menu.querySelectorAll('[role=menuitem]')].pop()!.getBoundingClientRect();
      expect(last.bottom).to.be.at.most(menu.getBoundingClientRect().bottom);
      expect(menu.getBoundingClientRect().bottom).to.be.at.most(900);
    });

    it('takes the window’s height less its margins in a short window, and scrolls the rest', async () => {
      await setViewport({ width: 800, height: 300 });
      const menu = await openMenu();
      const box = menu.getBoundingClientRect();
      expect(box.top).to.be.at.least(8);
      expect(box.bottom).to.be.at.most(292);
      expect(menu.scrollHeight).to.be.greaterThan(menu.clientHeight);
    });
  });
});
