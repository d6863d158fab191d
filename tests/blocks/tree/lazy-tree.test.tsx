import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { LazyTree } from '../../../src/blocks/tree/lazy-tree';
import type { TreeLoader, TreeNode } from '../../../src/blocks/tree/tree-types';
import { fromZTree } from '../../../src/blocks/tree/ztree';
import { expectAccessible } from '../../helpers/axe';
import { act, render } from '../../helpers/render';
import { click, waitFor } from '../helpers/signed-in';

interface Calls {
  parents: (string | undefined)[];
}

/** Roots Linux (2,000 leaves in two pages) and Windows (two leaves); leaf i is "host-i". */
function fixtureLoader(calls: Calls): TreeLoader<string> {
  return async (parent, cursor) => {
    calls.parents.push(parent?.id);
    if (!parent) {
      return {
        nodes: [
          { id: 'linux', label: 'Linux', count: 2000, isParent: true },
          { id: 'windows', label: 'Windows', count: 2, isParent: true },
        ],
      };
    }
    const total = parent.id === 'linux' ? 2000 : 2;
    const offset = typeof cursor === 'number' ? cursor : 0;
    const size = Math.min(1500, total - offset);
    const nodes: TreeNode<string>[] = Array.from({ length: size }, (_, index) => ({ id: `${parent.id}-${offset + index}`, label: `host-${offset + index}`, isParent: false }));
    return { nodes, next: offset + size < total ? { cursor: offset + size, remaining: total - offset - size } : undefined };
  };
}

const items = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role=treeitem]')];
const item = (root: ParentNode, text: string) => items(root).find((element) => element.textContent === text);

async function renderTree(calls: Calls, onSelect: (node: TreeNode<string>) => void = () => undefined) {
  const view = await render(
    <div style={{ height: '280px' }}>
      <LazyTree label="Nodes" load={fixtureLoader(calls)} onSelect={onSelect} />
    </div>,
  );
  await waitFor(() => item(view.container, 'Linux (2000)'));
  return view;
}

describe('lazy tree', () => {
  it('reads zTree nodes: the object id from meta, the asset count beside the name unless the name has it', () => {
    const node = fromZTree({ id: '1:2', name: 'App', pId: '1', isParent: true, open: false, meta: { type: 'node', data: { id: 'uuid-2', key: '1:2', assets_amount: 134 } } });
    expect(node).to.include({ id: 'uuid-2', label: 'App', count: 134, isParent: true, open: false });
    expect(fromZTree({ id: '1', name: 'Default (12)', isParent: true, meta: { data: { assets_amount: 12 } } }).count).to.equal(undefined);
    expect(fromZTree({ id: 'a', name: 'web-01', isParent: false }).id).to.equal('a');
  });

  it('is a WAI-ARIA tree: levels, set sizes and positions, expanded states, no axe violations', async () => {
    const calls: Calls = { parents: [] };
    const view = await renderTree(calls);
    const tree = view.container.querySelector('[role=tree]');
    expect(tree?.getAttribute('aria-label')).to.equal('Nodes');
    const linux = item(view.container, 'Linux (2000)');
    expect(linux?.getAttribute('aria-level')).to.equal('1');
    expect(linux?.getAttribute('aria-expanded')).to.equal('false');
    expect(linux?.getAttribute('aria-posinset')).to.equal('1');
    expect(linux?.getAttribute('aria-setsize')).to.equal('2');
    await click(item(view.container, 'Windows (2)'));
    await waitFor(() => item(view.container, 'host-1'));
    expect(item(view.container, 'Windows (2)')?.getAttribute('aria-expanded')).to.equal('true');
    expect(item(view.container, 'host-0')?.getAttribute('aria-level')).to.equal('2');
    expect(item(view.container, 'host-0')?.hasAttribute('aria-expanded')).to.equal(false);
    await expectAccessible(view.container);
    await view.unmount();
  });

  it('loads a branch only when it opens, once', async () => {
    const calls: Calls = { parents: [] };
    const view = await renderTree(calls);
    expect(calls.parents).to.deep.equal([undefined]);
    await click(item(view.container, 'Windows (2)'));
    await waitFor(() => item(view.container, 'host-1'));
    const toggle = item(view.container, 'Windows (2)')?.firstElementChild;
    await click(toggle);
    expect(item(view.container, 'host-1')).to.equal(undefined);
    await click(toggle);
    expect(item(view.container, 'host-1')).to.not.equal(undefined);
    expect(calls.parents).to.deep.equal([undefined, 'windows']);
    await view.unmount();
  });

  it('moves with the arrows, Home and End, opens with Right, closes with Left, chooses with Enter', async () => {
    const calls: Calls = { parents: [] };
    const chosen: string[] = [];
    const view = await renderTree(calls, (node) => chosen.push(node.label));
    const tree = view.container.querySelector<HTMLElement>('[role=tree]');
    const active = () => view.container.querySelector(`[id="${tree?.getAttribute('aria-activedescendant')}"]`)?.textContent;
    tree?.focus();
    expect(active()).to.equal('Linux (2000)');
    await act(() => sendKeys({ press: 'ArrowDown' }));
    expect(active()).to.equal('Windows (2)');
    await act(() => sendKeys({ press: 'ArrowRight' }));
    await waitFor(() => item(view.container, 'host-1'));
    await act(() => sendKeys({ press: 'ArrowRight' }));
    expect(active()).to.equal('host-0');
    await act(() => sendKeys({ press: 'End' }));
    expect(active()).to.equal('host-1');
    await act(() => sendKeys({ press: 'Enter' }));
    expect(chosen).to.deep.equal(['host-1']);
    await act(() => sendKeys({ press: 'ArrowLeft' }));
    expect(active()).to.equal('Windows (2)');
    await act(() => sendKeys({ press: 'ArrowLeft' }));
    expect(item(view.container, 'Windows (2)')?.getAttribute('aria-expanded')).to.equal('false');
    await act(() => sendKeys({ press: 'Home' }));
    expect(active()).to.equal('Linux (2000)');
    await act(() => sendKeys({ press: ' ' }));
    expect(chosen).to.deep.equal(['host-1', 'Linux']);
    await view.unmount();
  });

  it('draws only the rows in view of a node of 2,000 leaves, and pages on with its "more" row', async () => {
    const calls: Calls = { parents: [] };
    const view = await renderTree(calls);
    await click(item(view.container, 'Linux (2000)'));
    await waitFor(() => item(view.container, 'host-0'));
    const tree = view.container.querySelector<HTMLElement>('[role=tree]');
    expect(items(view.container).length).to.be.below(40);
    expect(item(view.container, 'host-0')?.getAttribute('aria-setsize')).to.equal('2000');
    await act(async () => {
      tree!.scrollTop = tree!.scrollHeight;
      tree!.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => item(view.container, '500 more…'));
    expect(items(view.container).length).to.be.below(40);
    await click(item(view.container, '500 more…'));
    await act(async () => {
      tree!.scrollTop = tree!.scrollHeight;
      tree!.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => item(view.container, 'host-1999'));
    expect(item(view.container, 'host-1999')?.getAttribute('aria-setsize')).to.equal('2000');
    expect(items(view.container).length).to.be.below(40);
    expect(calls.parents).to.deep.equal([undefined, 'linux', 'linux']);
    await view.unmount();
  });

  it('marks a loading branch busy, and offers a retry row when it fails', async () => {
    let answer: { resolve: (page: { nodes: TreeNode<string>[] }) => void; reject: (error: Error) => void } | undefined;
    const load: TreeLoader<string> = (parent) =>
      parent ? new Promise((resolve, reject) => (answer = { resolve, reject })) : Promise.resolve({ nodes: [{ id: 'db', label: 'DB', count: 1, isParent: true }] });
    const view = await render(
      <div style={{ height: '200px' }}>
        <LazyTree label="Nodes" load={load} onSelect={() => undefined} />
      </div>,
    );
    const db = await waitFor(() => item(view.container, 'DB (1)'));
    await click(db);
    expect(db.getAttribute('aria-busy')).to.equal('true');
    await act(async () => answer?.reject(new Error('offline')));
    const retry = await waitFor(() => item(view.container, 'Could not load. Retry'));
    expect(retry.getAttribute('aria-level')).to.equal('2');
    expect(db.hasAttribute('aria-busy')).to.equal(false);
    await click(retry);
    await act(async () => answer?.resolve({ nodes: [{ id: 'pg', label: 'pg-01', isParent: false }] }));
    await waitFor(() => item(view.container, 'pg-01'));
    expect(item(view.container, 'Could not load. Retry')).to.equal(undefined);
    await expectAccessible(view.container);
    await view.unmount();
  });
});
