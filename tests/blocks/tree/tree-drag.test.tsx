import { expect } from 'chai';
import { LazyTree } from '../../../src/blocks/tree/lazy-tree';
import type { TreeDrop, TreeDropped, TreeLoader, TreeNode } from '../../../src/blocks/tree/tree-types';
import { act, render } from '../../helpers/render';
import { waitFor } from '../helpers/signed-in';

/** Root "All" (open) with Linux (holding Ubuntu) and Windows; a node's id is its path. */
const load: TreeLoader<string> = async (parent) => {
  const children: Record<string, string[]> = { '': ['all'], all: ['all/linux', 'all/windows'], 'all/linux': ['all/linux/ubuntu'] };
  const ids = children[parent?.id ?? ''] ?? [];
  return { nodes: ids.map((id) => ({ id, label: id.split('/').pop() ?? id, isParent: id !== 'all/linux/ubuntu', open: id === 'all' || id === 'all/linux' })) };
};

const ASSETS = 'application/x-test-assets';
const row = (root: ParentNode, label: string) => [...root.querySelectorAll<HTMLElement>('[role=treeitem]')].find((item) => item.textContent === label)!;

/** Fires one drag event on a row as the browser does, sharing `data`; true when the row took it (its default prevented). */
function fire(target: HTMLElement, type: string, data: DataTransfer) {
  let taken = false;
  act(() => {
    taken = !target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, composed: true, dataTransfer: data }));
  });
  return taken;
}

async function renderTree() {
  const drops: string[] = [];
  // As a node tree: the root is not moved; a node goes anywhere but into itself or under its own subtree.
  const drop: TreeDrop<string> = {
    canDrag: (node) => node.id !== 'all',
    types: [ASSETS],
    accepts: (target, dragged) => !dragged || (target.id !== dragged.id && !target.id.startsWith(`${dragged.id}/`)),
    onDrop: (target: TreeNode<string>, dropped: TreeDropped<string>) => drops.push(`${'node' in dropped ? dropped.node.id : dropped.data.getData(ASSETS)} → ${target.id}`),
  };
  const view = await render(
    <div style={{ height: '240px' }}>
      <LazyTree label="Nodes" load={load} onSelect={() => undefined} drop={drop} />
    </div>,
  );
  await waitFor(() => row(view.container, 'ubuntu'));
  return { view, drops };
}

describe('tree drag and drop', () => {
  it('moves a node onto another: the row under the pointer is marked as the target while it takes the node, and the drop names both', async () => {
    const { view, drops } = await renderTree();
    const [linux, windows] = [row(view.container, 'linux'), row(view.container, 'windows')];
    expect(linux.draggable).to.equal(true);
    expect(row(view.container, 'all').draggable, 'the root stays where it is').to.equal(false);
    const data = new DataTransfer();
    fire(linux, 'dragstart', data);
    expect(fire(windows, 'dragover', data)).to.equal(true);
    await waitFor(() => row(view.container, 'windows').className.includes('dropTarget'));
    fire(row(view.container, 'windows'), 'drop', data);
    expect(drops).to.deep.equal(['all/linux → all/windows']);
    await waitFor(() => !view.container.querySelector('[class*=dropTarget]'));
  });

  it('refuses a node onto itself or its own child: no target is marked and nothing drops', async () => {
    const { view, drops } = await renderTree();
    const data = new DataTransfer();
    fire(row(view.container, 'linux'), 'dragstart', data);
    for (const label of ['linux', 'ubuntu']) {
      expect(fire(row(view.container, label), 'dragover', data), label).to.equal(false);
      fire(row(view.container, label), 'drop', data);
    }
    expect(view.container.querySelector('[class*=dropTarget]')).to.equal(null);
    expect(drops).to.deep.equal([]);
  });

  it('takes data of its types from outside the tree (a list’s rows), and nothing else', async () => {
    const { view, drops } = await renderTree();
    const windows = row(view.container, 'windows');
    const text = new DataTransfer();
    text.setData('text/plain', 'some text');
    expect(fire(windows, 'dragover', text)).to.equal(false);
    const assets = new DataTransfer();
    assets.setData(ASSETS, '["host-1"]');
    expect(fire(windows, 'dragover', assets)).to.equal(true);
    fire(windows, 'drop', assets);
    expect(drops).to.deep.equal(['["host-1"] → all/windows']);
  });
});
