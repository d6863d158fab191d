import { expect } from 'chai';
import { LazyTree } from '../../../src/blocks/tree/lazy-tree';
import { http, readPage } from '../../../src/core/http';
import { loadAssetTree } from '../../../src/views/assets/asset-tree-source';
import { expectAccessible } from '../../helpers/axe';
import { render } from '../../helpers/render';
import { click, signIn, signOut, waitFor } from '../../blocks/helpers/signed-in';

const items = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[role=treeitem]')];
const item = (root: ParentNode, pattern: RegExp) => items(root).find((element) => pattern.test(element.textContent ?? ''));

describe('the asset tree on the server', () => {
  beforeEach(() => signIn('admin'));
  afterEach(() => signOut());

  it('opens the root, loads a node’s children and then its own assets as leaves when it opens', async () => {
    const view = await render(
      <div style={{ height: '400px' }}>
        <LazyTree label="Asset tree" load={loadAssetTree} onSelect={() => undefined} />
      </div>,
    );
    // The root comes open (the server says so), drawn with its children at once.
    await waitFor(() => items(view.container).length);
    const production = item(view.container, /^Production \(\d+\)$/)!;
    expect(production, 'Production on the first paint').to.not.equal(undefined);
    expect(item(view.container, /^DEFAULT \(\d+\)$/)?.getAttribute('aria-expanded')).to.equal('true');
    expect(production.getAttribute('aria-level')).to.equal('2');
    expect(item(view.container, /^App \(/)).to.equal(undefined);

    await click(production);
    const app = await waitFor(() => item(view.container, /^App \(\d+\)$/));
    expect(app.getAttribute('aria-level')).to.equal('3');
    await click(app);
    const leaf = await waitFor(() => items(view.container).find((element) => element.getAttribute('aria-level') === '4'));
    expect(leaf.hasAttribute('aria-expanded')).to.equal(false);

    // The leaves are the node's own assets, as the asset list counts them.
    const [appNode] = readPage<{ id: string }>(await http.get('/api/v1/assets/nodes/', { params: { full_value: '/DEFAULT/Production/App' } })).results;
    const appId = appNode?.id ?? '';
    const own = readPage(await http.get('/api/v1/assets/assets/', { params: { node_id: appId, show_current_asset: 1, limit: 1 } }));
    expect(Number(leaf.getAttribute('aria-setsize'))).to.equal(own.count);
    expect(own.count).to.be.above(0);
    await expectAccessible(view.container);
    await view.unmount();
  });
});
